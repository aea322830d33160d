import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

// tagKeys: recruitment setup adds and deletes tags; the candidate filter
// offers them.
export const tagKeys = { all: ['ats-tags'] as const };

// listTags reads the company's tags in creation order, with the notice periods.
export function listTags() {
  return api.get('ats-tags', { query: { order_by: 'id' } });
}

export function tagsQueryOptions() {
  return queryOptions({ queryKey: tagKeys.all, queryFn: listTags, staleTime: 60_000 });
}

export function useTags() {
  return useQuery(tagsQueryOptions());
}
