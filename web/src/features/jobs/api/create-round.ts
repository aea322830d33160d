import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { roundsQueryKey } from './list-rounds';

export type RoundInput = components['schemas']['RoundInput'];
export type RoundResult = components['schemas']['RoundResult'];

// createRound adds a round to a job, or to the template without a job.
export function createRound(input: RoundInput): Promise<RoundResult> {
  return postJSON<RoundResult>('rounds', input);
}

export function useCreateRound(requisitionId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RoundInput, 'requisition_id'>) => createRound({ ...input, requisition_id: requisitionId }),
    onSuccess: () => client.invalidateQueries({ queryKey: roundsQueryKey(requisitionId) }),
  });
}
