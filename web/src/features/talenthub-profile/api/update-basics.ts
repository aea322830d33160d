import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { useProfileMutation } from './use-profile-mutation';

export type BasicsInput = components['schemas']['HubBasicsInput'];

export function updateBasics(input: BasicsInput) {
  return api.put('talenthub/candidate/profile', { body: input });
}

export const useUpdateBasics = () => useProfileMutation(updateBasics);
