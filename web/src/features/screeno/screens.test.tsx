import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'screeno' }));
  logIn(['company_admin'], { company_id: 1 });
});
afterEach(() => vi.unstubAllGlobals());

describe('screening jobs', () => {
  it('lists each job with its source, tag badges with counts and total', async () => {
    api.on('GET screeno/jobs', 200, {
      data: { jobs: [{ id: 3, title: 'Backend', ats_provider: null, tag_counts: { 'Top Company': 2, 'No tags': 5 }, total_candidates: 9 }] },
    });
    renderApp('/screeno/jobs');
    const link = await screen.findByRole('link', { name: 'Backend' });
    expect(link).toHaveAttribute('href', '/screeno/jobs/3');
    expect(api.callsTo('GET screeno/jobs')[0].query).toContain('view=table_view');
    const row = link.closest('tr')!;
    expect(within(row).getByText('No tags 5')).toBeInTheDocument();
    expect(within(row).getByText('Top Company 2')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/screeno');
  });

  it('shows one job with its candidate table', async () => {
    api.on('GET screeno/jobs/3', 200, { data: { id: 3, title: 'Backend', ats_provider: null, tag_counts: {}, total_candidates: 1, candidates: [] } });
    api.on('GET screeno/list-resumes', 200, {
      data: { candidates: [{ id: 8, name: 'Asha Rao', status: 'parsed', tags: ['No tags'], score: 0, resume_url: '/f' }], pending_credits: 1, is_new_account: false, processing: 0 },
      meta: { page: 1, per_page: 50, total: 1 },
    });
    renderApp('/screeno/jobs/3');
    expect(await screen.findByRole('heading', { name: 'Backend' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(api.callsTo('GET screeno/list-resumes')[0].query).toContain('screeno_job_id=3');
  });
});

describe('screening credits', () => {
  it('shows the balance, used of total, claims the share credits and asks for a callback', async () => {
    api.on('GET screeno/get-available-credits', 200, { data: { available_credits: 50, pending_credits: 38, used_credits: 10, reserved_credits: 2, share_claimed: false } });
    api.on('POST screeno/claim-share-credits', 200, { data: { available_credits: 100, pending_credits: 88, used_credits: 10, reserved_credits: 2, share_claimed: true } });
    api.on('POST screeno/request-callback', 200, { data: {} });
    renderApp('/screeno/credits');
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('38'));
    expect(screen.getByTestId('credits-used')).toHaveTextContent('10 used of 50');
    await userEvent.click(screen.getByRole('button', { name: 'I shared it: add 50 credits' }));
    expect(await screen.findByText('50 credits added!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('88'));
    expect(screen.getByText('You have claimed your share credits.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'REQUEST CALLBACK' })[0]);
    expect(await screen.findByText('We will reach out shortly!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/request-callback')[0].query).toMatch(/kind=pricing_page_100(_us)?(&|$)/);
  });
});

describe('screening integrations', () => {
  it('shows each card with its status and asks for a callback', async () => {
    api.on('GET screeno/integrations/status', 200, {
      data: {
        external_ats_provider: null,
        integrations: [
          { kind: 'greenhouse', name: 'Greenhouse', status: 'disabled' },
          { kind: 'lever', name: 'Lever', status: 'not_connected' },
          { kind: 'hirekit_ats', name: 'Hirekit ATS', status: 'connected' },
          { kind: 'custom', name: 'Custom Integrations', status: 'disabled' },
        ],
      },
    });
    api.on('POST screeno/request-callback', 200, { data: {} });
    renderApp('/screeno/integrations');
    const greenhouse = await screen.findByTestId('integration-greenhouse');
    expect(within(greenhouse).getByText('Not available yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('integration-lever')).getByText('Not connected')).toBeInTheDocument();
    expect(within(screen.getByTestId('integration-lever')).queryByRole('button', { name: 'REQUEST CALLBACK' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('integration-hirekit_ats')).getByText('Connected')).toBeInTheDocument();
    await userEvent.click(within(greenhouse).getByRole('button', { name: 'REQUEST CALLBACK' }));
    expect(await screen.findByText('We have been notified and will reach out shortly!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/request-callback')[0].body).toEqual({ kind: 'greenhouse' });
  });
});
