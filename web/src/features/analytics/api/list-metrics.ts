import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { analyticsKeys } from './analytics-keys';

// listMetrics reads the catalogue: what each metric counts, the filters,
// groupings and periods it takes and the chart types that suit it.
export function listMetrics() {
  return api.get('analytics/metrics');
}

export function metricsQueryOptions() {
  return queryOptions({ queryKey: analyticsKeys.metrics, queryFn: listMetrics, staleTime: 5 * 60_000 });
}

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
