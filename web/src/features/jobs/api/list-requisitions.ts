import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Requisitions = components['schemas']['Requisitions'];
export type RequisitionSummary = components['schemas']['RequisitionSummary'];

// ListQuery is a page of jobs: states empty means every state.
export type ListQuery = { page: number; states: string[]; q: string };

export const perPage = 20;

// listRequisitions reads the jobs the caller may see, with counts per state.
export function listRequisitions({ page, states, q }: ListQuery) {
  return getPage<Requisitions>('requisitions', { page, per_page: perPage, state: states, q: q || undefined });
}

export const requisitionsQueryKey = ['requisitions'] as const;

export function requisitionsQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: [...requisitionsQueryKey, 'list', query],
    queryFn: () => listRequisitions(query),
    placeholderData: keepPreviousData,
  });
}

export function useRequisitions(query: ListQuery) {
  return useQuery(requisitionsQueryOptions(query));
}
