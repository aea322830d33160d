import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { logIn } from '../../../test/tokens';

let api: ReturnType<typeof mockApi>;

const job = {
  id: 5,
  title: 'Backend Engineer',
  state: 'live',
  allowed_actions: [],
  agency_ids: [],
  locations: [],
  screening_questions: [
    { id: 11, title: 'Years of Go?', field_type: 'number', required: true, referral_question: false },
    { id: 12, title: 'How do you know them?', field_type: 'short_answer', required: true, referral_question: true },
  ],
};

beforeEach(() => {
  api = mockApi();
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states: [] } });
  api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'manual', title: 'Added manually' }] } });
  api.on('GET requisitions/5', 200, { data: { requisition: job } });
  api.on('GET requisitions', 200, { data: { requisitions: [job] } });
  api.on('GET users/list', 200, { data: { users: [] } });
  api.on('GET candidate-applications', 200, { data: { candidate_applications: [], state_counts: {}, navigation_token: '' }, meta: { page: 1, per_page: 20, total: 0 } });
});
afterEach(() => vi.unstubAllGlobals());

describe('add candidate from the job page', () => {
  it('lets an employee refer someone with the referral questions only, on the job details', async () => {
    logIn(['company_employee']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_employee'] }));
    api.on('POST candidate-applications', 200, { data: { candidate_application: { source: 'referral' } } });
    renderApp('/jobs/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Refer a candidate' }));
    expect(screen.queryByRole('tab', { name: 'Pipeline' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Refer a candidate' });
    expect(within(dialog).queryByRole('combobox', { name: /Job/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Source/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Years of Go?')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Friend One');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'friend@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /How do you know them\?/ }), 'We built a compiler together');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Thank you: your referral is with the team. Follow it on Home.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST candidate-applications')).toHaveLength(1));
    expect(api.callsTo('GET candidate-applications')).toHaveLength(0);
  });

  it('lets a recruiter add a candidate to this job, choosing the source', async () => {
    logIn(['company_ta']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    renderApp('/jobs/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add candidate' });
    expect(within(dialog).queryByRole('combobox', { name: /Job/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Source/ })).toBeInTheDocument();
    expect(await within(dialog).findByText('Years of Go?')).toBeInTheDocument();
  });

  it('shows no add button to a panel member', async () => {
    logIn(['company_panel']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_panel'] }));
    renderApp('/jobs/5/details');
    expect(await screen.findByRole('heading', { name: /Backend Engineer/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add candidate|Refer a candidate/ })).not.toBeInTheDocument();
  });
});
