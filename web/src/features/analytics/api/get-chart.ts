import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { analyticsKeys } from './analytics-keys';

// getChart reads one chart with its data: the caller's own, or one shared
// in the company when a share token is given.
export function getChart(slug: string, shareToken?: string) {
  return api.get('analytics/charts/{slug}', { path: { slug }, query: shareToken ? { share_token: shareToken } : {} });
}

export function chartQueryOptions(slug: string, shareToken?: string) {
  return queryOptions({ queryKey: analyticsKeys.chart(slug, shareToken), queryFn: () => getChart(slug, shareToken) });
}

export function useChart(slug: string, shareToken?: string, enabled = true) {
  return useQuery({ ...chartQueryOptions(slug, shareToken), enabled: enabled && slug !== '' });
}
