import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { requisitionKeys } from '../../../api/queries/requisitions';

// archiveRequisition archives an open or live job.
export function archiveRequisition(id: number) {
  return api.post('requisitions/{id}/archive', { path: { id } });
}

export function useArchiveRequisition(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => archiveRequisition(id),
    onSuccess: () => client.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
