import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { requisitionKeys } from '../../../api/queries/requisitions';

export type RequisitionInput = components['schemas']['RequisitionInput'];

// createRequisition adds a job (pending approval when the company requires it).
export function createRequisition(input: RequisitionInput) {
  return api.post('requisitions', { body: input });
}

export function useCreateRequisition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequisition,
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
