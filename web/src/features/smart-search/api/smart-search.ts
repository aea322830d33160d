import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { apiQuery, type SearchQuery } from '../url-query';

export type SmartSearchHit = components['schemas']['SmartSearchHit'];
export type EvidenceSegment = components['schemas']['EvidenceSegment'];

export const smartSearchKeys = {
  all: ['smart-search'] as const,
  search: (query: SearchQuery) => [...smartSearchKeys.all, query] as const,
};

// smartSearch reads a page of results: the boolean query and filters,
// newest application first, each with the passages that matched.
export function smartSearch(query: SearchQuery) {
  return api.getPage('smart-search', { query: apiQuery(query) });
}

export function smartSearchQueryOptions(query: SearchQuery) {
  return queryOptions({ queryKey: smartSearchKeys.search(query), queryFn: () => smartSearch(query), placeholderData: keepPreviousData, retry: false });
}

export function useSmartSearch(query: SearchQuery) {
  return useQuery(smartSearchQueryOptions(query));
}
