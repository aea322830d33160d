import { api } from '../../../api/client';
import type { ExperienceInput } from './add-experience';
import { useProfileMutation } from './use-profile-mutation';

export function updateExperience({ id, ...input }: ExperienceInput & { id: number }) {
  return api.put('talenthub/candidate/experiences/{id}', { path: { id }, body: input });
}

export const useUpdateExperience = () => useProfileMutation(updateExperience);
