import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';

export type SearchResults = Data<'search'>;
export type SearchRow = NonNullable<NonNullable<SearchResults['headings']>[number]['rows']>[number];

// searchMinChars is the spec's minimum (spec 9): the server refuses fewer
// letters and digits, so the bar asks for nothing before.
export const searchMinChars = 3;

// searchable says whether a query has enough letters or digits (the
// server's words: runs of letters and digits).
export function searchable(q: string): boolean {
  return (q.match(/[\p{L}\p{N}]/gu) ?? []).length >= searchMinChars;
}

export function search(q: string) {
  return api.get('search', { query: { q } });
}

export const searchKeys = { q: (q: string) => ['search', q] as const };

export function searchQueryOptions(q: string) {
  return queryOptions({ queryKey: searchKeys.q(q), queryFn: () => search(q), staleTime: 30_000, placeholderData: keepPreviousData });
}

// useSearch asks only for a searchable query.
export function useSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: searchable(q) });
}
