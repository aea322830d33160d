import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

export function discardDraft() {
  return api.delete('talenthub/candidate/resume-draft');
}

export const useDiscardDraft = () => useProfileMutation(discardDraft);
