import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '../../../api/client';
import { roundsQueryKey } from './list-rounds';

// deleteRound removes a round of a job or of the template.
export function deleteRound(id: number): Promise<unknown> {
  return del(`rounds/${id}`);
}

export function useDeleteRound(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRound,
    onSuccess: () => client.invalidateQueries({ queryKey: roundsQueryKey(requisitionId) }),
  });
}
