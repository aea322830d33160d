import type { components } from '../../../api/types.gen';

export type AnalyticsMetric = components['schemas']['AnalyticsMetric'];
export type AnalyticsQuery = components['schemas']['AnalyticsQuery'];
export type AnalyticsFilters = components['schemas']['AnalyticsFilters'];
export type AnalyticsChart = components['schemas']['AnalyticsChart'];
export type ChartData = components['schemas']['ChartData'];

// analyticsKeys are the cache keys of analytics: the catalogue, the
// dashboard's charts, one chart (with the share token it was opened by) and
// a query's chart data, keyed by the query itself so two cards (or the
// explorer's preview) with the same query share one answer.
export const analyticsKeys = {
  all: ['analytics'] as const,
  metrics: ['analytics', 'metrics'] as const,
  charts: ['analytics', 'charts'] as const,
  chart: (slug: string, shareToken?: string) => ['analytics', 'charts', slug, shareToken ?? ''] as const,
  query: (query: AnalyticsQuery) => ['analytics', 'query', query] as const,
};
