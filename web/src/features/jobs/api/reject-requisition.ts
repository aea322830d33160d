import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

// rejectRequisition rejects a job waiting for approval (admins), with a reason.
export function rejectRequisition(id: number, reason: string): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>(`requisitions/${id}/reject`, { reason });
}

export function useRejectRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectRequisition(id, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
