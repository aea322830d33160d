// Answers of the analytics calls as the contract shapes them
// (internal/apiv1/analytics.go), shared by the screens' tests.

export const applicationsMetric = {
  key: 'applications',
  title: 'Applications',
  description: 'Applications received, by when they came in',
  dataType: 'counts',
  response_type: 'series',
  filters: ['jobs', 'departments', 'sources', 'recruiters', 'from', 'to'],
  group_by: ['source', 'state', 'job'],
  periods: true,
  chart_types: ['bar', 'line', 'pie', 'table'],
};

export const timeToHireMetric = {
  key: 'time_to_hire',
  title: 'Time to hire',
  description: 'Days from application to hire',
  dataType: 'days',
  response_type: 'single_value',
  filters: ['jobs', 'from', 'to'],
  group_by: [],
  periods: false,
  chart_types: ['number', 'table'],
};

export const catalogue = { data: { metrics: [applicationsMetric, timeToHireMetric], report_mode: 'source_wise' } };

export const bySourceChart = {
  slug: 'apps-by-source',
  title: 'Applications by source',
  chart_type: 'bar',
  query: { metric: 'applications', filters: {}, group_by: 'source' },
  position: 0,
  owned: true,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
};

export const timeToHireChart = {
  slug: 'time-to-hire',
  title: 'Time to hire',
  chart_type: 'number',
  query: { metric: 'time_to_hire', filters: { from: '2025-01-01' } },
  position: 1,
  owned: true,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
};

export const bySourceData = {
  data: { labels: ['Referral', 'Careers page'], xAxis: [''], data: [[3], [5]], response_type: 'series', dataType: 'counts' },
};

export const charts = (...list: unknown[]) => ({ data: { charts: list } });
