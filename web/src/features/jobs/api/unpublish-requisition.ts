import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

// unpublishRequisition takes a live job off the careers page: it becomes open.
export function unpublishRequisition(id: number): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>(`requisitions/${id}/unpublish`, {});
}

export function useUnpublishRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
