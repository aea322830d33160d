import { api } from '../../../api/client';
import type { ProjectInput } from './add-project';
import { useProfileMutation } from './use-profile-mutation';

export function updateProject({ id, ...input }: ProjectInput & { id: number }) {
  return api.put('talenthub/candidate/projects/{id}', { path: { id }, body: input });
}

export const useUpdateProject = () => useProfileMutation(updateProject);
