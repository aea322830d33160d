import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

// archiveRequisition archives an open or live job.
export function archiveRequisition(id: number): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>(`requisitions/${id}/archive`, {});
}

export function useArchiveRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => archiveRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
