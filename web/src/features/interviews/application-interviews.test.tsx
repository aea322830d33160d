import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const application = {
  data: {
    candidate_application: {
      id: 1,
      slug: 'abc',
      candidate: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
      requisition_id: 3,
      requisition_title: 'Backend Engineer',
      state: { state: 'schedule_round', label: 'Schedule round', colour: '#fff', text_colour: '#000' },
      next_states: [],
      source: 'linkedin',
      priority: 127,
      archived: false,
      resume: { status: 'none' },
      history: [],
      answers: [],
      created_at: '2026-11-20T00:00:00Z',
    },
  },
};

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states: [] } });
  api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [] } });
  api.on('GET candidate-applications/abc', 200, application);
});
afterEach(() => vi.unstubAllGlobals());

describe('the Interviews tab of the timeline', () => {
  it('lists interviews, scorecards by round and links with their state, and revokes a link', async () => {
    api.on('GET candidate-applications/abc/interviews', 200, {
      data: {
        timezone: 'Asia/Kolkata',
        interviews: [
          {
            id: 9,
            candidate_name: 'Ada Lovelace',
            round_name: 'Technical',
            state: 'completed',
            state_label: 'Completed',
            local: { label: 'Tue 1 Dec 2026, 14:00–15:00 (Asia/Kolkata)' },
            panel: [{ id: 4, name: 'Priya Panel' }],
            shadow_panel: [],
            allowed_actions: [],
          },
        ],
      },
    });
    api.on('GET candidate-applications/abc/scorecards', 200, {
      data: {
        rounds: [
          {
            round: { id: 11, name: 'Technical' },
            expected: 2,
            submitted: 2,
            hidden: 0,
            averages: { Coding: 3.5 },
            recommendations: { yes: 1, strong_yes: 1 },
            scorecards: [{ id: 1, user_name: 'Priya Panel', recommendation: 'strong_yes', ratings: [{ attribute: 'Coding', rating: 4 }], notes: 'Sharp' }],
          },
        ],
      },
    });
    api.on('GET candidate-applications/abc/self-schedule-links', 200, {
      data: {
        self_schedule_links: [
          { id: 5, state: 'sent', round_name: 'Technical', duration: 30, working_hours_start: '09:00', working_hours_end: '18:00', timezone: 'Asia/Kolkata', sent_by_name: 'Tara', issued_at: '2026-11-20T00:00:00Z', expires_at: '2026-12-04T00:00:00Z', allowed_actions: ['revoke'] },
        ],
      },
    });
    api.on('POST self-schedule-links/5/revoke', 200, { data: { self_schedule_link: { id: 5, state: 'revoked' } } });
    renderApp('/candidate-timeline/abc/interviews');
    const row = await screen.findByTestId('timeline-interview');
    expect(row).toHaveTextContent('Technical');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('Tue 1 Dec 2026, 14:00–15:00 (Asia/Kolkata)');
    const round = await screen.findByTestId('round-scorecards');
    expect(round).toHaveTextContent('2 of 2 scorecards submitted');
    expect(round).toHaveTextContent('Coding: 3.5 / 4');
    expect(round).toHaveTextContent('Strong yes by Priya Panel');
    const link = await screen.findByTestId('self-schedule-link');
    expect(link).toHaveTextContent('Technical · 30 min · 09:00–18:00 (Asia/Kolkata)');
    expect(link).toHaveTextContent('Sent');
    await userEvent.click(within(link).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Link revoked')).toBeInTheDocument();
    expect(api.callsTo('POST self-schedule-links/5/revoke')).toHaveLength(1);
  });

  it('shows the empty states and opens both forms in dialogs', async () => {
    api.on('GET candidate-applications/abc/interviews', 200, { data: { timezone: 'Etc/UTC', interviews: [] } });
    api.on('GET candidate-applications/abc/scorecards', 200, { data: { rounds: [] } });
    api.on('GET candidate-applications/abc/self-schedule-links', 200, { data: { self_schedule_links: [] } });
    api.on('GET candidate-application/recent-list', 200, { data: { candidate_applications: [] } });
    api.on('GET interview/allowed-rounds/abc', 200, { data: { rounds: [] } });
    api.on('GET interview/interviewers/abc', 200, { data: { users: [] } });
    renderApp('/candidate-timeline/abc/interviews');
    expect(await screen.findByText('No interviews yet.')).toBeInTheDocument();
    expect(await screen.findByText('No scorecards yet.')).toBeInTheDocument();
    expect(await screen.findByText('No self-scheduling links sent.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule an interview' });
    expect(within(dialog).getByRole('combobox', { name: 'Candidate' })).toHaveValue('Ada Lovelace · Backend Engineer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Send self-scheduling link' }));
    expect(await screen.findByRole('dialog', { name: 'Send self-scheduling link' })).toBeInTheDocument();
  });
});
