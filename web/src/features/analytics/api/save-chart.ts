import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { analyticsKeys } from './analytics-keys';

export type ChartRequest = components['schemas']['AnalyticsChartRequest'];

// saveChart creates a chart (no slug) or changes the caller's own.
export function saveChart({ slug, chart }: { slug?: string; chart: ChartRequest }) {
  return slug ? api.put('analytics/charts/{slug}', { path: { slug }, body: chart }) : api.post('analytics/charts', { body: chart });
}

export function useSaveChart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveChart, onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.charts }) });
}
