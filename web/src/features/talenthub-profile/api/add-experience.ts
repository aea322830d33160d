import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { useProfileMutation } from './use-profile-mutation';

export type ExperienceInput = components['schemas']['HubExperienceRequest'];

export function addExperience(input: ExperienceInput) {
  return api.post('talenthub/candidate/experiences', { body: input });
}

export const useAddExperience = () => useProfileMutation(addExperience);
