import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { requisitionKeys } from '../../../api/queries/requisitions';

// approveRequisition approves a job waiting for approval (admins): it becomes open.
export function approveRequisition(id: number) {
  return api.post('requisitions/{id}/approve', { path: { id } });
}

export function useApproveRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => approveRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
