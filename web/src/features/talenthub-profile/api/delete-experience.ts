import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

export function deleteExperience(id: number) {
  return api.delete('talenthub/candidate/experiences/{id}', { path: { id } });
}

export const useDeleteExperience = () => useProfileMutation(deleteExperience);
