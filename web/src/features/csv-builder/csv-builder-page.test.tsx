import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeFilter } from '../../api/navigation-token';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const states = [
  { state: 'applied', label: 'Applied', colour: '#E3F2FD', text_colour: '#0D47A1', phase: 'screen', open: true },
  { state: 'ta_screen', label: 'TA screen', colour: '#E8EAF6', text_colour: '#1A237E', phase: 'screen', open: true },
];
const columns = [
  { key: 'name', label: 'Name', default: true },
  { key: 'email', label: 'Email', default: true },
  { key: 'phone', label: 'Phone', default: false },
  { key: 'job', label: 'Job', default: true },
  { key: 'state', label: 'State', default: true },
];
const exported = (change: Record<string, unknown> = {}) => ({
  data: { slug: 'x1', kind: 'candidates', format: 'csv', status: 'queued', rows_done: 0, rows_total: 1000, filename: 'hirekit-candidates-1129-101500.csv', error: '', created_at: '', expires_at: '', ...change },
});

function login(roles = ['company_admin']) {
  logIn(roles, { company_id: 1 });
  api = mockApi()
    .on('GET notifications/get-unread-count', 200, unreadCount({ roles }))
    .on('GET exports/columns', 200, { data: { columns } })
    .on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states } })
    .on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'referral', title: 'Referral' }] } })
    .on('GET requisitions', 200, { data: { requisitions: [{ id: 4, title: 'Backend engineer', state: 'live' }] } });
}

beforeEach(() => login());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// checked lists the ticked columns in the list's order.
function checked() {
  const list = screen.getByRole('list', { name: 'Columns' });
  return within(list)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);
}

describe('CSV builder', () => {
  it('exports the list it was opened with, with chosen and ordered columns, shows the progress and downloads the file', async () => {
    const token = encodeFilter({ statuses: ['ta_screen'], candidate_application_tags: [3] });
    api
      .on('POST exports', 200, exported())
      .on('GET exports/x1', 200, exported({ status: 'running', rows_done: 500 }))
      .on('GET exports/x1', 200, exported({ status: 'done', rows_done: 1000 }))
      .on('GET exports/x1/file', 200, 'Name\n');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    renderApp(`/csv-builder?navigation_token=${token}`);

    expect(await screen.findByRole('heading', { name: 'CSV builder' })).toBeInTheDocument();
    // The list's state filter is shown; its tag filter is kept and counted.
    expect(await screen.findByRole('button', { name: 'TA screen' })).toBeInTheDocument();
    expect(screen.getByText('Also 1 more filter from the candidate list')).toBeInTheDocument();
    await waitFor(() => expect(checked()).toEqual(['Name', 'Email', 'Job', 'State']));

    // Untick Email, tick Phone and bring it before Name, by keyboard.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(screen.getByRole('button', { name: 'Move Name up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Phone up' }).focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Move Phone up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(checked()).toEqual(['Phone', 'Name', 'Job', 'State']);
    expect(screen.getByText('4 of at most 30 columns chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Excel (XLSX)' }));

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.callsTo('POST exports')).toHaveLength(1));
    expect(api.callsTo('POST exports')[0].body).toEqual({
      kind: 'candidates',
      format: 'xlsx',
      columns: ['phone', 'name', 'job', 'state'],
      filters: { statuses: ['ta_screen'], candidate_application_tags: [3] },
    });
    expect(await screen.findByText('500 of 1,000 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting…' })).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText(/hirekit-candidates-1129-101500\.csv is ready/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['hirekit-candidates-1129-101500.csv']));
    expect(api.callsTo('GET exports/x1/file')).toHaveLength(1);
  });

  it('narrows by state, job and source and shows the server’s refusal', async () => {
    api.on('POST exports', 400, { error_messages: { columns: ['Unknown column "salary"'] } });
    renderApp('/csv-builder');
    await userEvent.click(await screen.findByRole('combobox', { name: 'States' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Applied' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Jobs' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Backend engineer' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sources' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Referral' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Include candidates of closed jobs' }));
    await waitFor(() => expect(checked()).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown column "salary"');
    expect(api.callsTo('POST exports')[0].body).toEqual({
      kind: 'candidates',
      format: 'csv',
      columns: ['name', 'email', 'job', 'state'],
      filters: { sources: ['referral'], statuses: ['applied'], requisitions: [4] },
      view: 'spreadsheet',
    });
  });

  it('exports a metric with its period', async () => {
    api
      .on('GET analytics/metrics', 200, { data: { metrics: [{ key: 'applications', title: 'Applications', group_by: ['source'], periods: true }], report_mode: 'combined' } })
      .on('POST exports', 200, exported({ kind: 'metric', rows_total: 3 }))
      .on('GET exports/x1', 200, exported({ kind: 'metric', status: 'failed', error: 'Unknown metric' }));
    renderApp('/csv-builder');
    await userEvent.click(await screen.findByRole('radio', { name: 'A metric' }));
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Metric' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Applications' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.callsTo('POST exports')).toHaveLength(1));
    expect(api.callsTo('POST exports')[0].body).toEqual({ kind: 'metric', format: 'csv', metric: { metric: 'applications', filters: {}, period: 'month' } });
    expect(await screen.findByText('The export failed: Unknown metric')).toBeInTheDocument();
  });

  it('tells someone who may not export so', async () => {
    login(['company_panel']);
    renderApp('/csv-builder');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
    expect(api.callsTo('GET exports/columns')).toHaveLength(0);
  });
});
