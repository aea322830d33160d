import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { requisitionKeys } from '../../../api/queries/requisitions';

// rejectRequisition rejects a job waiting for approval (admins), with a reason.
export function rejectRequisition(id: number, reason: string) {
  return api.post('requisitions/{id}/reject', { path: { id }, body: { reason } });
}

export function useRejectRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectRequisition(id, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
