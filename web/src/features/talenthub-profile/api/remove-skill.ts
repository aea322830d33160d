import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

export function removeSkill(slug: string) {
  return api.delete('talenthub/candidate/skills/{slug}', { path: { slug } });
}

export const useRemoveSkill = () => useProfileMutation(removeSkill);
