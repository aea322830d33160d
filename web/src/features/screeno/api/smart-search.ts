import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { pollInterval, searchParams, type TableQuery } from '../rules';
import { resumesQueryKey } from './list-resumes';

export type ScreeningSearch = components['schemas']['ScreeningSearch'];

// smartSearch reads a page of the candidate table: the boolean query,
// filters and sort.
export function smartSearch(query: TableQuery) {
  return api.getPage('screeno/smart-search', { query: searchParams(query) });
}

// Under the resumes key, so an upload refreshes searches too.
export function smartSearchQueryOptions(query: TableQuery, enabled = true) {
  return queryOptions({
    queryKey: [...resumesQueryKey, 'search', query],
    queryFn: () => smartSearch(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => pollInterval(q.state.data?.data.processing),
    enabled,
  });
}

export function useSmartSearch(query: TableQuery, enabled = true) {
  return useQuery(smartSearchQueryOptions(query, enabled));
}
