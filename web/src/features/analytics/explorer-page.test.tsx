import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount, vocabulary } from '../../test/api-mock';
import { fakeCanvas } from '../../test/canvas';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { bySourceData, catalogue, charts, timeToHireChart } from './test-data';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  fakeCanvas();
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api
    .on('POST usage-events', 200, { data: { recorded: 1 } })
    .on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }))
    .on('GET analytics/metrics', 200, catalogue)
    .on('POST analytics/query', 200, bySourceData)
    .on('GET analytics/charts', 200, charts())
    .on('GET requisitions', 200, { data: { requisitions: [{ id: 4, title: 'Backend Engineer', state: 'closed' }] } })
    .on('GET departments', 200, { data: { options: [{ value: 'Engineering', title: 'Engineering', id: 3 }] } })
    .on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'referral', title: 'Referral' }, { value: 'careers_page', title: 'Careers page' }] } })
    .on('GET vocabulary', 200, vocabulary())
    .on('GET users/list', 200, { data: { users: [{ id: 7, name: 'Tara Admin' }] } });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// choose picks an option of a select or an autocomplete among the chart
// settings (queries kept to that part of the page: role queries over the
// whole signed-in frame are slow in jsdom).
async function choose(label: string, option: RegExp | string) {
  const settings = await screen.findByRole('region', { name: 'Chart settings' });
  await userEvent.click(within(settings).getByRole('combobox', { name: label }));
  await userEvent.click(await within(await screen.findByRole('listbox', { name: label })).findByRole('option', { name: option }));
}

function lastQuery() {
  return api.callsTo('POST analytics/query').at(-1)?.body;
}

describe('metrics explorer', () => {
  it('previews a metric with the filters it takes', async () => {
    renderApp('/analytics/metrics-explorer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Metrics explorer' })).toBeInTheDocument();
    expect(screen.getByText('Pick a metric to see its chart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Metric' }));
    // Each metric shows its title and what it counts.
    expect(screen.getByRole('option', { name: /Time to hire\s*Days from application to hire/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /^Applications/ }));

    await waitFor(() => expect(lastQuery()).toEqual({ metric: 'applications', filters: {}, group_by: 'source' }));
    expect(screen.getByText('Applications received, by when they came in')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Applications, bar chart' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Applications');

    await choose('Sources', 'Referral');
    await choose('Jobs', 'Backend Engineer');
    await choose('Recruiters', 'Tara Admin');
    await choose('Departments', 'Engineering');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({ metric: 'applications', filters: { jobs: [4], departments: [3], sources: ['referral'], recruiters: [7], from: '2025-01-01' }, group_by: 'source' }),
    );
  });

  it('previews by the grouping, period and chart type chosen', async () => {
    renderApp('/analytics/metrics-explorer');
    await choose('Metric', /^Applications/);
    await choose('Group by', 'State');
    await choose('Period', 'Month');
    await choose('Chart type', 'Line');
    await waitFor(() => expect(lastQuery()).toEqual({ metric: 'applications', filters: {}, group_by: 'state', period: 'month' }));
    expect(await screen.findByRole('img', { name: 'Applications, line chart' })).toBeInTheDocument();
    // A metric without groupings or periods offers neither.
    await choose('Metric', /^Time to hire/);
    expect(screen.queryByRole('combobox', { name: 'Group by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toEqual({ metric: 'time_to_hire', filters: {} }));
  });

  it('saves the choices as a chart and goes back to the dashboard', async () => {
    api.on('POST analytics/charts', 200, { data: { slug: 'new-one', title: 'Referrals' } });
    const { location } = renderApp('/analytics/metrics-explorer');
    await choose('Metric', /^Applications/);
    await choose('Sources', 'Referral');
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.paste('Referrals');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/analytics'));
    expect(api.callsTo('POST analytics/charts')[0].body).toEqual({ title: 'Referrals', chart_type: 'bar', query: { metric: 'applications', filters: { sources: ['referral'] }, group_by: 'source' } });
    expect(await screen.findByText('Chart saved')).toBeInTheDocument();
  });

  it('waits for the choices to rest before asking again', async () => {
    renderApp('/analytics/metrics-explorer');
    await choose('Metric', /^Applications/);
    await waitFor(() => expect(api.callsTo('POST analytics/query')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-28' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ filters: { from: '2025-02-01', to: '2025-02-28' } }));
    expect(api.callsTo('POST analytics/query')).toHaveLength(2);
  });

  it('changes a saved chart with PUT', async () => {
    api.on('GET analytics/charts/time-to-hire', 200, { data: { chart: timeToHireChart, data: { labels: ['Time to hire'], xAxis: [''], data: [[12]], response_type: 'single_value', dataType: 'days' } } });
    api.set('POST analytics/query', 200, { data: { labels: ['Time to hire'], xAxis: [''], data: [[12]], response_type: 'single_value', dataType: 'days' } });
    api.on('PUT analytics/charts/time-to-hire', 200, { data: timeToHireChart });
    renderApp('/analytics/metrics-explorer/edit?chartSlug=time-to-hire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit chart' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveTextContent('Time to hire');
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    expect(await screen.findByText('12 days')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toEqual(timeToHireChart.query));
    // The card's menu saves too.
    await userEvent.click(screen.getByRole('button', { name: 'Chart actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT analytics/charts/time-to-hire')).toHaveLength(1));
    expect(api.callsTo('PUT analytics/charts/time-to-hire')[0].body).toEqual({ title: 'Time to hire', chart_type: 'number', query: timeToHireChart.query });
    expect(api.callsTo('POST analytics/charts')).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    api.on('POST analytics/charts', 400, { error_messages: { title: ['You already have a chart with this title'], 'query.filters.from': ['Please give a date as YYYY-MM-DD'] } });
    const { location } = renderApp('/analytics/metrics-explorer');
    await choose('Metric', /^Time to hire/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You already have a chart with this title')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('You already have a chart with this title');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Please give a date as YYYY-MM-DD');
    expect(location()).toBe('/analytics/metrics-explorer');
  });

  it('asks for a metric and a title before saving', async () => {
    renderApp('/analytics/metrics-explorer');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a metric')).toBeInTheDocument();
    expect(screen.getByText('Please give the chart a title')).toBeInTheDocument();
    expect(api.callsTo('POST analytics/charts')).toHaveLength(0);
  });

  it('says so when the chart to edit is not there', async () => {
    api.on('GET analytics/charts/gone', 404, { error_messages: 'Chart not found' });
    renderApp('/analytics/metrics-explorer?chartSlug=gone');
    expect(await screen.findByRole('heading', { name: 'Chart not found' })).toBeInTheDocument();
  });
});
