import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

export function deleteProject(id: number) {
  return api.delete('talenthub/candidate/projects/{id}', { path: { id } });
}

export const useDeleteProject = () => useProfileMutation(deleteProject);
