import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { requisitionKeys } from '../../../api/queries/requisitions';

// unpublishRequisition takes a live job off the careers page: it becomes open.
export function unpublishRequisition(id: number) {
  return api.post('requisitions/{id}/unpublish', { path: { id } });
}

export function useUnpublishRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
