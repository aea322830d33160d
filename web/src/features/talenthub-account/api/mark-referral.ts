import { api } from '../../../api/client';

// markReferral tells the server who referred the signed-in candidate.
export function markReferral(ref: string) {
  return api.post('talenthub/candidate/mark-referral', { body: { ref } });
}
