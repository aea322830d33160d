import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { requisitionKeys } from '../../../api/queries/requisitions';

// publishRequisition shows an open job on the careers page: it becomes live.
export function publishRequisition(id: number) {
  return api.post('requisitions/{id}/publish', { path: { id } });
}

export function usePublishRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
