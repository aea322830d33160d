import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { roundKeys } from '../../../api/queries/rounds';

export type UpdateRoundInput = components['schemas']['UpdateRoundRequest'];

// updateRound renames a round and sets its scorecard attributes.
export function updateRound(id: number, input: UpdateRoundInput) {
  return api.put('rounds/{id}', { path: { id }, body: input });
}

export function useUpdateRound(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateRoundInput }) => updateRound(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: roundKeys.of(requisitionId) }),
  });
}
