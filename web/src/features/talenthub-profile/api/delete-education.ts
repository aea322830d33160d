import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

export function deleteEducation(id: number) {
  return api.delete('talenthub/candidate/educations/{id}', { path: { id } });
}

export const useDeleteEducation = () => useProfileMutation(deleteEducation);
