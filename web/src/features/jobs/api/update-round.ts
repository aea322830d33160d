import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import type { RoundResult } from './create-round';
import { roundsQueryKey } from './list-rounds';

export type UpdateRoundInput = components['schemas']['UpdateRoundRequest'];

// updateRound renames a round and sets its scorecard attributes.
export function updateRound(id: number, input: UpdateRoundInput): Promise<RoundResult> {
  return putJSON<RoundResult>(`rounds/${id}`, input);
}

export function useUpdateRound(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateRoundInput }) => updateRound(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: roundsQueryKey(requisitionId) }),
  });
}
