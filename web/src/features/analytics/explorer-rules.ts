import type { ChartType } from '../../components/chart-card/chart-rules';
import type { FieldErrors } from '../../api/client';
import type { AnalyticsChart, AnalyticsMetric, AnalyticsQuery } from './api/analytics-keys';
import type { ChartRequest } from './api/save-chart';
import { texts } from './texts';

// The explorer's choices and how they become a query and a saved chart:
// pure, so the request bodies are tested without a screen.

export type Period = '' | 'day' | 'week' | 'month';
export type FilterName = 'jobs' | 'departments' | 'sources' | 'recruiters' | 'from' | 'to';

export type Choices = {
  metric: string;
  jobs: number[];
  departments: number[];
  sources: string[];
  recruiters: number[];
  from: string;
  to: string;
  groupBy: string;
  period: Period;
  chartType: ChartType;
  title: string;
};

export const noChoices: Choices = { metric: '', jobs: [], departments: [], sources: [], recruiters: [], from: '', to: '', groupBy: '', period: '', chartType: 'bar', title: '' };

export const chartTypes: ChartType[] = ['bar', 'line', 'pie', 'number', 'table'];
export const periods: Period[] = ['day', 'week', 'month'];

export function takes(metric: AnalyticsMetric | undefined, filter: FilterName): boolean {
  return metric?.filters?.includes(filter) ?? false;
}

function chartTypesOf(metric: AnalyticsMetric): ChartType[] {
  const offered = (metric.chart_types ?? []).filter((type): type is ChartType => (chartTypes as string[]).includes(type));
  return offered.length > 0 ? offered : ['bar', 'table'];
}

// chartTypeChoices are the chart types a metric suits, best first.
export function chartTypeChoices(metric: AnalyticsMetric | undefined): ChartType[] {
  return metric ? chartTypesOf(metric) : chartTypes;
}

// forMetric fits the choices to a newly picked metric: the filters stay
// (those it does not take are left out of its query), a grouping, period or
// chart type it does not take gives way to its first, a line chart starts
// by month, and an untouched title follows the metric's.
export function forMetric(choices: Choices, metric: AnalyticsMetric, titleTouched: boolean): Choices {
  const groupings = metric.group_by ?? [];
  const types = chartTypesOf(metric);
  const chartType = types.includes(choices.chartType) && choices.metric !== '' ? choices.chartType : types[0];
  const period: Period = !metric.periods ? '' : choices.metric !== '' && choices.period !== '' ? choices.period : chartType === 'line' ? 'month' : '';
  return {
    ...choices,
    metric: metric.key ?? '',
    groupBy: groupings.includes(choices.groupBy) ? choices.groupBy : (groupings[0] ?? ''),
    period,
    chartType,
    title: titleTouched ? choices.title : (metric.title ?? ''),
  };
}

// queryOf is the query of the choices, in one canonical form (the filters
// the metric takes, non-empty, ids in order), so equal choices share one
// cached answer and a saved chart stores no noise.
export function queryOf(choices: Choices, metric: AnalyticsMetric | undefined): AnalyticsQuery {
  const filters: AnalyticsQuery['filters'] = {};
  const numbers = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  if (takes(metric, 'jobs') && choices.jobs.length > 0) filters.jobs = numbers(choices.jobs);
  if (takes(metric, 'departments') && choices.departments.length > 0) filters.departments = numbers(choices.departments);
  if (takes(metric, 'sources') && choices.sources.length > 0) filters.sources = [...new Set(choices.sources)].sort();
  if (takes(metric, 'recruiters') && choices.recruiters.length > 0) filters.recruiters = numbers(choices.recruiters);
  if (takes(metric, 'from') && choices.from !== '') filters.from = choices.from;
  if (takes(metric, 'to') && choices.to !== '') filters.to = choices.to;
  const query: AnalyticsQuery = { metric: choices.metric, filters };
  if (choices.groupBy !== '' && (metric?.group_by ?? []).includes(choices.groupBy)) query.group_by = choices.groupBy;
  if (choices.period !== '' && metric?.periods) query.period = choices.period;
  return query;
}

// choicesOf reads a saved chart back into choices.
export function choicesOf(chart: AnalyticsChart): Choices {
  const query = chart.query ?? {};
  const filters = query.filters ?? {};
  return {
    metric: query.metric ?? '',
    jobs: filters.jobs ?? [],
    departments: filters.departments ?? [],
    sources: filters.sources ?? [],
    recruiters: filters.recruiters ?? [],
    from: filters.from ?? '',
    to: filters.to ?? '',
    groupBy: query.group_by ?? '',
    period: query.period ?? '',
    chartType: chart.chart_type ?? 'bar',
    title: chart.title ?? '',
  };
}

export type ChoiceErrors = Partial<Record<keyof Choices, string>>;

export const maxTitleLength = 120;

// checkQuery finds what would make the query fail before asking: no metric,
// or dates the wrong way round. checkChart adds the title.
export function checkQuery(choices: Choices): ChoiceErrors {
  const errors: ChoiceErrors = {};
  if (choices.metric === '') errors.metric = texts.chooseMetric;
  if (choices.from !== '' && choices.to !== '' && choices.from > choices.to) errors.to = texts.datesReversed;
  return errors;
}

export function checkChart(choices: Choices): ChoiceErrors {
  const errors = checkQuery(choices);
  const title = choices.title.trim();
  if (title === '') errors.title = texts.titleRequired;
  else if (title.length > maxTitleLength) errors.title = texts.titleTooLong(maxTitleLength);
  return errors;
}

// chartRequest is the body that saves the choices as a chart.
export function chartRequest(choices: Choices, metric: AnalyticsMetric | undefined): ChartRequest {
  return { title: choices.title.trim(), chart_type: choices.chartType, query: queryOf(choices, metric) };
}

// The server names a saved chart's fields by their wire path (title,
// chart_type, query.metric, query.filters.from, query.group_by …) and a
// query's without the query. prefix.
const fieldOfWire: Record<string, keyof Choices> = {
  title: 'title',
  chart_type: 'chartType',
  metric: 'metric',
  group_by: 'groupBy',
  period: 'period',
  'filters.jobs': 'jobs',
  'filters.departments': 'departments',
  'filters.sources': 'sources',
  'filters.recruiters': 'recruiters',
  'filters.from': 'from',
  'filters.to': 'to',
};

// choiceErrorsOf places the server's field errors on the explorer's fields;
// those it cannot place come back as other.
export function choiceErrorsOf(fieldErrors: FieldErrors): { fields: ChoiceErrors; other: string[] } {
  const fields: ChoiceErrors = {};
  const other: string[] = [];
  for (const [wire, messages] of Object.entries(fieldErrors)) {
    const path = wire.replace(/^query\./, '').replace(/\[\d+\]$/, '');
    const field = fieldOfWire[path];
    if (field) fields[field] = messages.join(' ');
    else other.push(...messages);
  }
  return { fields, other };
}

// groupingLabel names a grouping for people (source → Source,
// panel_member → Panel member).
export function groupingLabel(key: string): string {
  const known: Record<string, string> = texts.groupings;
  if (known[key]) return known[key];
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
