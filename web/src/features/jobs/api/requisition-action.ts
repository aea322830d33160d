import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

// The state actions share one shape: POST requisitions/{id}/{action}
// (approve, reject with a reason, publish, unpublish, archive, reopen).
export type RequisitionAction = 'approve' | 'reject' | 'publish' | 'unpublish' | 'archive' | 'reopen';

export function requisitionAction(id: number, action: RequisitionAction, reason?: string): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>(`requisitions/${id}/${action}`, action === 'reject' ? { reason } : {});
}

export function useRequisitionAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: RequisitionAction; reason?: string }) => requisitionAction(id, action, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
