import { api } from '../../../api/client';
import type { EducationInput } from './add-education';
import { useProfileMutation } from './use-profile-mutation';

export function updateEducation({ id, ...input }: EducationInput & { id: number }) {
  return api.put('talenthub/candidate/educations/{id}', { path: { id }, body: input });
}

export const useUpdateEducation = () => useProfileMutation(updateEducation);
