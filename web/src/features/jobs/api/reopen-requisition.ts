import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { requisitionKeys } from '../../../api/queries/requisitions';

// reopenRequisition reopens an archived job: it becomes open.
export function reopenRequisition(id: number) {
  return api.post('requisitions/{id}/reopen', { path: { id } });
}

export function useReopenRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => reopenRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
