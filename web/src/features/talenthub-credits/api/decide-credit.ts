import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { pendingCreditsQueryKey } from './get-pending-credits';

export type Decision = 'approve' | 'refuse';

// decideCredit approves or refuses one pending entry; the server decides
// once, so a second click answers changed: false.
export async function decideCredit({ id, decision }: { id: number; decision: Decision }) {
  if (decision === 'approve') return await api.post('talenthub/admin/pending-credits/{id}/approve', { path: { id } });
  return await api.post('talenthub/admin/pending-credits/{id}/refuse', { path: { id } });
}

export function useDecideCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideCredit,
    onSettled: () => client.invalidateQueries({ queryKey: pendingCreditsQueryKey }),
  });
}
