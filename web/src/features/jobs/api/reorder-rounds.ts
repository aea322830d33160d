import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { roundKeys } from '../../../api/queries/rounds';

export type ReorderRoundsInput = components['schemas']['ReorderRoundsRequest'];

// reorderRounds sets the order of a job's (or the template's) rounds.
export function reorderRounds(input: ReorderRoundsInput) {
  return api.post('rounds/reorder', { body: input });
}

export function useReorderRounds(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderRounds({ requisition_id: requisitionId, ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: roundKeys.of(requisitionId) }),
  });
}
