import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

export type UpdateRequisitionInput = components['schemas']['UpdateRequisitionRequest'];

// updateRequisition changes a job (admins, TAs, its hiring manager).
export function updateRequisition(id: string, input: UpdateRequisitionInput): Promise<RequisitionResult> {
  return putJSON<RequisitionResult>(`requisitions/${encodeURIComponent(id)}`, input);
}

export function useUpdateRequisition(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRequisitionInput) => updateRequisition(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
