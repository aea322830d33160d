import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { analyticsKeys, type AnalyticsQuery } from './analytics-keys';

// runQuery answers one metric as chart data.
export function runQuery(query: AnalyticsQuery) {
  return api.post('analytics/query', { body: query });
}

export function queryDataOptions(query: AnalyticsQuery) {
  return queryOptions({ queryKey: analyticsKeys.query(query), queryFn: () => runQuery(query), staleTime: 60_000 });
}

// useQueryData runs a query when enabled. keepPrevious holds the last
// answer on screen while the next one loads (the explorer's preview).
export function useQueryData(query: AnalyticsQuery, { enabled = true, keepPrevious = false } = {}) {
  return useQuery({ ...queryDataOptions(query), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
