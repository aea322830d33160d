import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { components } from '../types.gen';

export type Round = components['schemas']['Round'];

// roundKeys: a job's rounds, or the company's template without a job.
export const roundKeys = {
  all: ['rounds'] as const,
  of: (requisitionId?: number) => [...roundKeys.all, requisitionId ?? 'template'] as const,
};

// listRounds reads a job's rounds, or the company's template without a job.
export function listRounds(requisitionId?: number) {
  return api.get('rounds', { query: { requisition_id: requisitionId } });
}

export function roundsQueryOptions(requisitionId?: number) {
  return queryOptions({ queryKey: roundKeys.of(requisitionId), queryFn: () => listRounds(requisitionId) });
}

export function useRounds(requisitionId?: number) {
  return useQuery(roundsQueryOptions(requisitionId));
}
