import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminCandidatesKeys } from './get-admin-candidates';
import { reportedProfilesKeys } from './reported-profiles';

// unlistCandidate takes a profile off the listing with a reason;
// liftCandidate lets the candidate list it again.
export async function setCandidateHidden({ id, hidden, reason }: { id: number; hidden: boolean; reason?: string }) {
  if (hidden) return await api.post('talenthub/admin/candidates/{id}/unlist', { path: { id }, body: { reason: reason ?? '' } });
  return await api.post('talenthub/admin/candidates/{id}/lift', { path: { id } });
}

export function useSetCandidateHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCandidateHidden,
    // Unlisting closes the profile's open reports too (the server does it
    // in the same transaction): both lists are read again.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCandidatesKeys.all }),
        client.invalidateQueries({ queryKey: reportedProfilesKeys.all }),
      ]),
  });
}
