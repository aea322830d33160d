import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { roundKeys } from '../../../api/queries/rounds';

// deleteRound removes a round of a job or of the template.
export function deleteRound(id: number) {
  return api.delete('rounds/{id}', { path: { id } });
}

export function useDeleteRound(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRound,
    onSuccess: () => client.invalidateQueries({ queryKey: roundKeys.of(requisitionId) }),
  });
}
