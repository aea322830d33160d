// Where the analytics screens live (spec: /analytics/metrics-explorer
// ?chartSlug= edits a chart; /analytics/charts?chartSlug= is the shared view).
export function explorerPath(chartSlug?: string): string {
  return chartSlug ? `/analytics/metrics-explorer?chartSlug=${encodeURIComponent(chartSlug)}` : '/analytics/metrics-explorer';
}

export const dashboardPath = '/analytics';
