import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { useProfileMutation } from './use-profile-mutation';

export type EducationInput = components['schemas']['HubEducationRequest'];

export function addEducation(input: EducationInput) {
  return api.post('talenthub/candidate/educations', { body: input });
}

export const useAddEducation = () => useProfileMutation(addEducation);
