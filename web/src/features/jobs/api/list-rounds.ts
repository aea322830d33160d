import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Rounds = components['schemas']['Rounds'];
export type Round = components['schemas']['Round'];

// listRounds reads a job's rounds, or the company's template without a job.
export function listRounds(requisitionId?: number): Promise<Rounds> {
  return get<Rounds>('rounds', { requisition_id: requisitionId });
}

export const roundsQueryKey = (requisitionId?: number) => ['rounds', requisitionId ?? 'template'] as const;

export function roundsQueryOptions(requisitionId?: number) {
  return queryOptions({ queryKey: roundsQueryKey(requisitionId), queryFn: () => listRounds(requisitionId) });
}

export function useRounds(requisitionId?: number) {
  return useQuery(roundsQueryOptions(requisitionId));
}
