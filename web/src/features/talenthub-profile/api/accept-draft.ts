import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

// acceptDraft writes the named drafted fields (or all) to the profile.
export function acceptDraft(input: { fields?: string[]; all?: boolean }) {
  return api.post('talenthub/candidate/resume-draft/accept', { body: { fields: input.fields ?? [], all: input.all ?? false } });
}

export const useAcceptDraft = () => useProfileMutation(acceptDraft);
