import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

// reopenRequisition reopens an archived job: it becomes open.
export function reopenRequisition(id: number): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>(`requisitions/${id}/reopen`, {});
}

export function useReopenRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => reopenRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
