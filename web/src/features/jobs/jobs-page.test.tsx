import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const counts = { live: 2, open: 3, pending_approval: 1, rejected: 0, archived: 1 };
const job = { id: 5, slug: 'backend-engineer', title: 'Backend Engineer', state: 'live', department: 'Engineering', job_type: 'full_time', openings: 2, hiring_manager: 'Hari Manager', locations: 'Pune, India', remote: false, created_at: '2026-11-01T10:00:00Z' };

function list(requisitions: unknown[], total = requisitions.length) {
  return { data: { requisitions, state_counts: counts }, meta: { page: 1, per_page: 20, total } };
}

beforeEach(() => {
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount());
});
afterEach(() => vi.unstubAllGlobals());

describe('jobs list', () => {
  it('shows the state tabs with their counts and the jobs', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions', 200, list([job]));
    renderApp('/jobs');
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/jobs/5');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Live (2)', 'Open (3)', 'Pending approval (1)', 'Rejected (0)', 'Archived (1)', 'All (7)']);
    expect(screen.getByRole('tab', { name: 'All (7)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Hari Manager')).toBeInTheDocument();
    expect(api.callsTo('GET requisitions')[0].query).toContain('page=1');
    expect(api.callsTo('GET requisitions')[0].query).not.toContain('state=');
  });

  it('asks for one state when a tab is chosen and keeps it in the URL', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions', 200, list([job]));
    const { location } = renderApp('/jobs');
    await userEvent.click(await screen.findByRole('tab', { name: 'Pending approval (1)' }));
    await waitFor(() => expect(location()).toBe('/jobs?state=pending_approval'));
    await waitFor(() => expect(api.callsTo('GET requisitions').at(-1)?.query).toContain('state=pending_approval'));
  });

  it('searches after typing', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions', 200, list([job]));
    renderApp('/requisitions');
    await userEvent.type(await screen.findByLabelText('Search jobs'), 'back');
    await waitFor(() => expect(api.callsTo('GET requisitions').at(-1)?.query).toContain('q=back'));
  });

  it('shows the empty state', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions', 200, list([]));
    renderApp('/jobs?state=rejected');
    expect(await screen.findByText('No jobs here yet')).toBeInTheDocument();
  });

  it('shows a loading state while the list loads', async () => {
    logIn(['company_admin']);
    const release = api.hold('GET requisitions');
    renderApp('/jobs');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release(200, list([job]));
    expect(await screen.findByText('Backend Engineer')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions', 200, list([job], 45));
    renderApp('/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(api.callsTo('GET requisitions').at(-1)?.query).toContain('page=3'));
  });

  it.each([
    [['company_admin'], true],
    [['company_ta'], true],
    [['company_hiring_manager'], false],
    [['agency'], false],
  ])('%j sees New job: %s', async (roles, shown) => {
    logIn(roles);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles }));
    api.on('GET requisitions', 200, list([job]));
    renderApp('/jobs');
    await screen.findByText('Backend Engineer');
    expect(!!screen.queryByRole('link', { name: 'New job' })).toBe(shown);
  });
});
