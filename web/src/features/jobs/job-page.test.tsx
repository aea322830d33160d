import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { range } from './components/job-details';

let api: ReturnType<typeof mockApi>;

const requisition = {
  id: 5,
  title: 'Backend Engineer',
  state: 'pending_approval',
  department: 'Engineering',
  job_type: 'full_time',
  openings: 2,
  allowed_actions: ['edit', 'publish', 'archive'],
  hiring_manager_id: 3,
  agency_ids: [],
  locations: [{ id: 1, city: 'Pune', country: 'India', remote: false }],
  screening_questions: [{ id: 11, title: 'Years of Go?', field_type: 'number', meta_data: { options: [] }, required: true }],
};
const one = (change: Record<string, unknown> = {}) => ({ data: { requisition: { ...requisition, ...change } } });
const states = { data: { states: [{ state: 'applied', label: 'Applied', open: true, colour: '#ccc' }, { state: 'joined', label: 'Joined', open: false }], next_states: {} } };

beforeEach(() => {
  api = mockApi()
    .on('GET notifications/get-unread-count', 200, unreadCount())
    .on('GET candidate-application/get-next-states', 200, states)
    .on('GET users/list', 200, { data: { users: [{ id: 3, name: 'Hari Manager', roles: ['company_hiring_manager'] }] } })
    .on('GET rounds', 200, { data: { rounds: [{ id: 1, name: 'Tech round', position: 1, attributes: ['Go'] }] } });
});
afterEach(() => vi.unstubAllGlobals());

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('job page', () => {
  it('shows Approve and Reject to an admin on a pending job, and the pipeline columns', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions/5', 200, one({ allowed_actions: ['edit', 'approve', 'reject'] }));
    renderApp('/jobs/5');
    expect(await screen.findByRole('heading', { name: /Backend Engineer/ })).toBeInTheDocument();
    expect(screen.getAllByText('Pending approval').length).toBeGreaterThan(0);
    expect(buttons()).toEqual(expect.arrayContaining(['Approve', 'Reject']));
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.queryByText('Joined')).not.toBeInTheDocument();
    expect(screen.getByText('No applications yet')).toBeInTheDocument();
  });

  it('shows no approval buttons to a TA on a pending job', async () => {
    logIn(['company_ta']);
    api.on('GET requisitions/5', 200, one({ allowed_actions: ['edit'] }));
    renderApp('/jobs/5');
    await screen.findByRole('heading', { name: /Backend Engineer/ });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/5/edit');
  });

  it('offers Bulk import to a TA', async () => {
    logIn(['company_ta']);
    api.on('GET requisitions/5', 200, one({ state: 'open', allowed_actions: ['edit'] }));
    renderApp('/jobs/5');
    expect(await screen.findByRole('link', { name: 'Bulk import' })).toHaveAttribute('href', '/jobs/5/bulk-import');
  });

  it('offers no Bulk import to a panel member', async () => {
    logIn(['company_panel']);
    vi.unstubAllGlobals();
    api = mockApi()
      .on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_panel'] }))
      .on('GET candidate-application/get-next-states', 200, states)
      .on('GET requisitions/5', 200, one({ state: 'open', allowed_actions: [] }));
    renderApp('/jobs/5');
    await screen.findByRole('heading', { name: /Backend Engineer/ });
    await waitFor(() => expect(api.callsTo('GET notifications/get-unread-count').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Bulk import' })).not.toBeInTheDocument();
  });

  it('approves, then offers Publish on the open job', async () => {
    logIn(['company_admin']);
    const open = { state: 'open', allowed_actions: ['edit', 'publish', 'archive'] };
    api.on('GET requisitions/5', 200, one({ allowed_actions: ['edit', 'approve', 'reject'] })).on('GET requisitions/5', 200, one(open));
    api.on('POST requisitions/5/approve', 200, one(open));
    renderApp('/jobs/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Publish to careers page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('rejects with a reason', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions/5', 200, one({ allowed_actions: ['edit', 'approve', 'reject'] }));
    api.on('POST requisitions/5/reject', 200, one({ state: 'rejected', rejected_reason: 'No budget' }));
    renderApp('/jobs/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    expect(await screen.findByText('Please enter a reason')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason'), 'No budget');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(api.callsTo('POST requisitions/5/reject')[0]?.body).toEqual({ reason: 'No budget' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it.each([
    ['live', ['unpublish', 'archive'], ['Unpublish', 'Archive']],
    ['archived', ['reopen'], ['Reopen']],
  ])('offers the actions the server allows on a %s job', async (state, allowed, expected) => {
    logIn(['company_hiring_manager']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_hiring_manager'] }));
    api.on('GET requisitions/5', 200, one({ state, allowed_actions: ['edit', ...allowed] }));
    renderApp('/jobs/5');
    await screen.findByRole('heading', { name: /Backend Engineer/ });
    expect(buttons()).toEqual(expect.arrayContaining(expected));
  });

  it('shows the details tab with questions linking to their page', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions/5', 200, one({ state: 'open' }));
    renderApp('/requisitions/5/details');
    expect(await screen.findByRole('link', { name: 'Years of Go?' })).toHaveAttribute('href', '/questions/11');
    expect(screen.getByText('Pune, India')).toBeInTheDocument();
    expect(await screen.findByText('Hari Manager')).toBeInTheDocument();
  });

  it('shows the job rounds on the settings tab', async () => {
    logIn(['company_admin']);
    api.on('GET requisitions/5', 200, one({ state: 'open' }));
    renderApp('/jobs/5/settings');
    expect(await screen.findByText('Tech round')).toBeInTheDocument();
    expect(api.callsTo('GET rounds')[0].query).toContain('requisition_id=5');
    expect(screen.getByRole('button', { name: 'Add round' })).toBeInTheDocument();
  });

  it('shows Page not found for a job the user may not see', async () => {
    logIn(['agency']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['agency'] }));
    api.on('GET requisitions/5', 404, { error_messages: 'Not found' });
    renderApp('/jobs/5');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});

describe('range', () => {
  it("writes experience as 'a-b yrs' and salaries with separators", () => {
    expect(range(3, 6.5, ' yrs')).toBe('3-6.5 yrs');
    expect(range(2, null, ' yrs')).toBe('2+ yrs');
    expect(range(null, null, ' yrs')).toBe('');
    expect(range(2000000, 3000000, ' INR', true)).toBe(`${(2000000).toLocaleString()}-${(3000000).toLocaleString()} INR`);
  });
});

describe('job page with a navigation_token', () => {
  it('opens the Candidates tab with the filter of the assistant link, its chips, and the job kept in the query', async () => {
    logIn(['company_ta']);
    const filter = { requisitions: [5], notice_periods: ['30'], max_current_ctc: 1500000 };
    const token = `v1.${btoa(JSON.stringify(filter)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    api
      .on('GET requisitions/5', 200, one({ state: 'open' }))
      .on('GET candidate-applications', 200, {
        data: { candidate_applications: [], state_counts: {}, navigation_token: token, filter },
        meta: { page: 1, per_page: 20, total: 0 },
      });
    renderApp(`/jobs/5?navigation_token=${token}`);
    await screen.findByRole('heading', { name: /Backend Engineer/ });
    expect(await screen.findByRole('tab', { name: 'Candidates', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Notice period: 30 days')).toBeInTheDocument();
    expect(screen.getByText('Max Current CTC: 1500000')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET candidate-applications').length).toBeGreaterThan(0));
    expect(new URLSearchParams(api.callsTo('GET candidate-applications')[0].query).get('navigation_token')).toBe(token);
  });

  it('scopes the Candidates tab to the job without a token', async () => {
    logIn(['company_ta']);
    api
      .on('GET requisitions/5', 200, one({ state: 'open' }))
      .on('GET candidate-applications', 200, { data: { candidate_applications: [], state_counts: {}, navigation_token: '', filter: {} }, meta: { page: 1, per_page: 20, total: 0 } });
    renderApp('/jobs/5/candidates');
    await waitFor(() => expect(api.callsTo('GET candidate-applications').length).toBeGreaterThan(0));
    const sent = new URLSearchParams(api.callsTo('GET candidate-applications')[0].query).get('navigation_token') ?? '';
    expect(JSON.parse(atob(sent.slice(3).replace(/-/g, '+').replace(/_/g, '/')))).toEqual({ requisitions: [5] });
  });
});
