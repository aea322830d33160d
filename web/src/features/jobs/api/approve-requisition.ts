import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

// approveRequisition approves a job waiting for approval (admins): it becomes open.
export function approveRequisition(id: number): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>(`requisitions/${id}/approve`, {});
}

export function useApproveRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => approveRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
