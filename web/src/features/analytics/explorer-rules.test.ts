import { describe, expect, it } from 'vitest';
import type { AnalyticsMetric } from './api/analytics-keys';
import { chartRequest, checkChart, choiceErrorsOf, choicesOf, forMetric, groupingLabel, noChoices, queryOf } from './explorer-rules';

const applications: AnalyticsMetric = {
  key: 'applications',
  title: 'Applications',
  description: 'Applications received',
  dataType: 'counts',
  response_type: 'series',
  filters: ['jobs', 'departments', 'sources', 'recruiters', 'from', 'to'],
  group_by: ['source', 'state', 'panel_member'],
  periods: true,
  chart_types: ['bar', 'line', 'pie', 'table'],
};
const timeToHire: AnalyticsMetric = {
  key: 'time_to_hire',
  title: 'Time to hire',
  dataType: 'days',
  response_type: 'single_value',
  filters: ['jobs', 'from', 'to'],
  group_by: [],
  periods: false,
  chart_types: ['number', 'table'],
};

describe('explorer choices', () => {
  it('fits a picked metric: first grouping and chart type, its title', () => {
    const choices = forMetric(noChoices, applications, false);
    expect(choices).toMatchObject({ metric: 'applications', groupBy: 'source', chartType: 'bar', period: '', title: 'Applications' });
  });

  it('keeps what the next metric takes and drops what it does not', () => {
    const first = { ...forMetric(noChoices, applications, false), chartType: 'line' as const, period: 'week' as const, jobs: [3], sources: ['referral'] };
    const next = forMetric(first, timeToHire, false);
    expect(next).toMatchObject({ metric: 'time_to_hire', groupBy: '', period: '', chartType: 'number', title: 'Time to hire', jobs: [3] });
    expect(queryOf(next, timeToHire)).toEqual({ metric: 'time_to_hire', filters: { jobs: [3] } });
  });

  it('leaves a title the user typed alone', () => {
    expect(forMetric({ ...noChoices, title: 'My funnel' }, applications, true).title).toBe('My funnel');
  });

  it('starts a line chart by month', () => {
    const lineFirst = { ...applications, chart_types: ['line', 'bar'] };
    expect(forMetric(noChoices, lineFirst, false)).toMatchObject({ chartType: 'line', period: 'month' });
  });

  it('builds the query in one canonical form', () => {
    const choices = { ...forMetric(noChoices, applications, false), jobs: [9, 2, 9], departments: [], sources: ['referral', 'agency'], recruiters: [4], from: '2025-01-01', to: '', period: 'month' as const };
    expect(queryOf(choices, applications)).toEqual({
      metric: 'applications',
      filters: { jobs: [2, 9], sources: ['agency', 'referral'], recruiters: [4], from: '2025-01-01' },
      group_by: 'source',
      period: 'month',
    });
  });

  it('saves the title trimmed, the chart type and the query', () => {
    const choices = { ...forMetric(noChoices, timeToHire, false), title: '  Time to hire, Q1 ', from: '2025-01-01', to: '2025-03-31' };
    expect(chartRequest(choices, timeToHire)).toEqual({ title: 'Time to hire, Q1', chart_type: 'number', query: { metric: 'time_to_hire', filters: { from: '2025-01-01', to: '2025-03-31' } } });
  });

  it('reads a saved chart back', () => {
    const chart = { slug: 'abc', title: 'Hires', chart_type: 'line' as const, query: { metric: 'applications', filters: { jobs: [1] }, group_by: 'state', period: 'week' as const } };
    expect(choicesOf(chart)).toEqual({ ...noChoices, metric: 'applications', jobs: [1], groupBy: 'state', period: 'week', chartType: 'line', title: 'Hires' });
  });

  it('asks for a metric, a title and dates in order', () => {
    expect(checkChart({ ...noChoices, from: '2025-02-01', to: '2025-01-01' })).toEqual({
      metric: 'Please choose a metric',
      title: 'Please give the chart a title',
      to: 'The end date must not be before the start date',
    });
  });

  it("places the server's field errors on their fields", () => {
    expect(choiceErrorsOf({ title: ['Too long'], 'query.filters.from': ['Please give a date as YYYY-MM-DD'], 'query.filters.jobs[0]': ['Unknown job'], company: ['Odd'] })).toEqual({
      fields: { title: 'Too long', from: 'Please give a date as YYYY-MM-DD', jobs: 'Unknown job' },
      other: ['Odd'],
    });
  });

  it('names groupings for people', () => {
    expect(groupingLabel('panel_member')).toBe('Panel member');
    expect(groupingLabel('time_of_day')).toBe('Time of day');
  });
});
