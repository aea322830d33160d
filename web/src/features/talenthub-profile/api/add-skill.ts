import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

// addSkill adds a self-added skill (proficiency 0).
export function addSkill(name: string) {
  return api.post('talenthub/candidate/skills', { body: { name } });
}

export const useAddSkill = () => useProfileMutation(addSkill);
