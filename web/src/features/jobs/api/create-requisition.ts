import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import type { RequisitionResult } from './get-requisition';
import { requisitionsQueryKey } from './list-requisitions';

export type RequisitionInput = components['schemas']['RequisitionInput'];

// createRequisition adds a job (pending approval when the company requires it).
export function createRequisition(input: RequisitionInput): Promise<RequisitionResult> {
  return postJSON<RequisitionResult>('requisitions', input);
}

export function useCreateRequisition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequisition,
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionsQueryKey }),
  });
}
