import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { requisitionKeys } from '../../../api/queries/requisitions';

export type UpdateRequisitionInput = components['schemas']['UpdateRequisitionRequest'];

// updateRequisition changes a job (admins, TAs, its hiring manager).
export function updateRequisition(id: number, input: UpdateRequisitionInput) {
  return api.put('requisitions/{id}', { path: { id }, body: input });
}

export function useUpdateRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRequisitionInput) => updateRequisition(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
