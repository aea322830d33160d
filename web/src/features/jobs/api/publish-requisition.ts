import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

// publishRequisition shows an open job on the careers page: it becomes live.
export function publishRequisition(id: number): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>(`requisitions/${id}/publish`, {});
}

export function usePublishRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
