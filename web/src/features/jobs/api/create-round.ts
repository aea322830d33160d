import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { roundKeys } from '../../../api/queries/rounds';

export type RoundInput = components['schemas']['RoundInput'];

// createRound adds a round to a job, or to the template without a job.
export function createRound(input: RoundInput) {
  return api.post('rounds', { body: input });
}

export function useCreateRound(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RoundInput, 'requisition_id'>) => createRound({ ...input, requisition_id: requisitionId }),
    onSuccess: () => client.invalidateQueries({ queryKey: roundKeys.of(requisitionId) }),
  });
}
