import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { roundsQueryKey, type Rounds } from './list-rounds';

export type ReorderRoundsInput = components['schemas']['ReorderRoundsRequest'];

// reorderRounds sets the order of a job's (or the template's) rounds.
export function reorderRounds(input: ReorderRoundsInput): Promise<Rounds> {
  return postJSON<Rounds>('rounds/reorder', input);
}

export function useReorderRounds(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderRounds({ requisition_id: requisitionId, ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: roundsQueryKey(requisitionId) }),
  });
}
