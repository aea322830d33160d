import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { fakeCanvas } from '../../test/canvas';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const boards = [
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'naukri', name: 'Naukri' },
  { id: 'indeed', name: 'Indeed' },
  { id: 'wellfound', name: 'Wellfound' },
];

// days are 30 chart points ending 28 Nov 2026, with downloads from
// counts (the last ones) and the sample flag on each when sample.
function graph(counts: number[], sample: boolean, total: number, lastWeek: number) {
  const points = Array.from({ length: 30 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10, 28 - 29 + i)).toISOString().slice(0, 10);
    const downloads = counts[i - (30 - counts.length)] ?? 0;
    return sample ? { date: d, downloads, sample: true } : { date: d, downloads };
  });
  return { data: { wand_usage_data: points, total_downloads: total, last_week_count: lastWeek, boards } };
}

function serve(verified = true) {
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'wand', email_verified: verified }));
}

beforeEach(() => {
  fakeCanvas();
  logIn(['company_admin'], { company_id: 1 });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/wand', () => {
  it('draws a marked sample while the company has no downloads', async () => {
    serve();
    api.on('GET analytics/fetch-wand-usage-graph-data', 200, graph(Array(30).fill(5), true, 0, 0));
    renderApp('/wand');
    expect(await screen.findByText(/^Sample data:/)).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Applicant Downloads with Wand' });
    expect(within(chart).getByRole('img', { name: /Sample downloads/ })).toBeInTheDocument();
    const total = screen.getByRole('region', { name: 'Total downloads' });
    expect(within(total).getByText('0')).toBeInTheDocument();
    expect(within(total).getByText('+0 in the last 7 days')).toBeInTheDocument();
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const table = within(chart).getByRole('table', { name: 'Applicant Downloads with Wand (Sample downloads)' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByText('Click on the verification link sent over your email to get started.')).not.toBeInTheDocument();
  });

  it('charts real downloads with the total and the weekly gain, the boards, and asks for a board and a demo', async () => {
    serve();
    api
      .on('GET analytics/fetch-wand-usage-graph-data', 200, graph([2, 0, 3], false, 42, 5))
      .on('POST screeno/request-callback', 200, { data: {} });
    renderApp('/wand');
    const total = await screen.findByRole('region', { name: 'Total downloads' });
    await waitFor(() => expect(within(total).getByText('42')).toBeInTheDocument());
    expect(within(total).getByText('+5 in the last 7 days')).toBeInTheDocument();
    expect(screen.queryByText(/^Sample data:/)).not.toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Applicant Downloads with Wand' });
    expect(within(chart).getByRole('img', { name: 'Applicant Downloads with Wand, line chart' })).toBeInTheDocument();
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const last = within(chart).getByRole('rowheader', { name: '28 Nov' }).closest('tr')!;
    expect(within(last).getByText('3')).toBeInTheDocument();

    const boardList = screen.getByRole('region', { name: 'Supported job boards' });
    expect(within(boardList).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(boardList).getByRole('button', { name: 'Request a new board' }));
    expect(await screen.findByText('We have been notified and will reach out shortly!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/request-callback')[0].body).toEqual({ kind: 'wand_board' });

    const promo = screen.getByRole('region', { name: 'Hire faster with Hirekit ATS' });
    await userEvent.click(within(promo).getByRole('button', { name: 'Schedule demo' }));
    expect(await screen.findByText('We will reach out shortly!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/request-callback')[1].body).toEqual({ kind: 'hirekit_ats' });
    await userEvent.click(within(promo).getByRole('button', { name: 'Watch Demo' }));
    expect(await screen.findByRole('dialog', { name: 'Hirekit ATS in four steps' })).toBeInTheDocument();
  });

  it('warns an unverified user', async () => {
    serve(false);
    api.on('GET analytics/fetch-wand-usage-graph-data', 200, graph([], true, 0, 0));
    renderApp('/wand');
    expect(await screen.findByText('Click on the verification link sent over your email to get started.')).toBeInTheDocument();
  });

  it('says when the chart cannot be loaded and retries', async () => {
    serve();
    api.on('GET analytics/fetch-wand-usage-graph-data', 500, { error_messages: 'Something went wrong' });
    renderApp('/wand');
    expect(await screen.findByText('The download chart could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
