import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

function interview(extra: Record<string, unknown> = {}) {
  return {
    id: 9,
    candidate_application_slug: 'abc',
    candidate_name: 'Ada Lovelace',
    requisition_id: 3,
    requisition_title: 'Backend Engineer',
    round_id: 11,
    round_name: 'Technical',
    start_time: '2026-12-01T08:30:00Z',
    end_time: '2026-12-01T09:30:00Z',
    timezone: 'Asia/Kolkata',
    local: { timezone: 'Asia/Kolkata', date: '2026-12-01', start: '14:00', end: '15:00', label: 'Tue 1 Dec 2026, 14:00–15:00 (Asia/Kolkata)' },
    state: 'scheduled',
    state_label: 'Scheduled',
    panel: [{ id: 4, name: 'Priya Panel', email: 'panel@x.test' }],
    shadow_panel: [],
    allowed_actions: ['reschedule', 'cancel'],
    timeline_link: '/candidate-timeline/abc',
    scorecard_link: '/evaluation/abc/round/11',
    ...extra,
  };
}

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('/interviews', () => {
  beforeEach(() => {
    logIn(['company_ta'], { company_id: 1 });
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
    api.on('GET requisitions', 200, { data: { requisitions: [{ id: 3, title: 'Backend Engineer' }] } });
    api.on('GET rounds', 200, { data: { rounds: [{ id: 11, name: 'Technical' }] } });
    api.on('GET users/list', 200, { data: { users: [{ id: 4, name: 'Priya Panel' }] } });
  });

  it('lists upcoming interviews in the viewer zone and cancels one with a reason', async () => {
    api.on('GET interviews', 200, { data: { interviews: [interview()], timezone: 'Asia/Kolkata' }, meta: { page: 1, per_page: 20, total: 1 } });
    api.on('POST interviews/9/cancel', 200, { data: { interview: interview({ state: 'cancelled' }) } });
    renderApp('/interviews');
    const row = await screen.findByTestId('interview-row');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('14:00–15:00');
    expect(screen.getByText('Times in Asia/Kolkata')).toBeInTheDocument();
    expect(api.callsTo('GET interviews')[0].query).toContain('scope=upcoming');
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel interview' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Role on hold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText('Interview cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST interviews/9/cancel')[0].body).toEqual({ reason: 'Role on hold' });
  });

  it('filters past interviews by state and shows the empty text', async () => {
    api.on('GET interviews', 200, { data: { interviews: [], timezone: 'Etc/UTC' }, meta: { page: 1, per_page: 20, total: 0 } });
    renderApp('/interviews?scope=past');
    expect(await screen.findByText('No past interviews.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No-show' }));
    await waitFor(() => expect(api.callsTo('GET interviews').at(-1)?.query).toContain('state=no_show'));
    expect(api.callsTo('GET interviews').at(-1)?.query).toContain('scope=past');
  });

  it('offers the scorecard of the viewer’s own round', async () => {
    api.on('GET interviews', 200, { data: { interviews: [interview({ allowed_actions: ['complete', 'no_show', 'scorecard'] })], timezone: 'Etc/UTC' }, meta: { page: 1, per_page: 20, total: 1 } });
    renderApp('/interviews');
    const row = await screen.findByTestId('interview-row');
    expect(within(row).getByRole('link', { name: 'Scorecard' })).toHaveAttribute('href', '/evaluation/abc/round/11');
    expect(within(row).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});

describe('/evaluation', () => {
  const form = {
    candidate_application_slug: 'abc',
    candidate_name: 'Ada Lovelace',
    requisition_title: 'Backend Engineer',
    round: { id: 11, name: 'Technical', attributes: ['Coding', 'Design'] },
    interview: interview(),
    scorecard: null,
    editable: true,
    recommendations: [
      { value: 'strong_no', title: 'Strong no' },
      { value: 'no', title: 'No' },
      { value: 'yes', title: 'Yes' },
      { value: 'strong_yes', title: 'Strong yes' },
    ],
    ratings: [
      { value: '1', title: 'Poor' },
      { value: '2', title: 'Fair' },
      { value: '3', title: 'Good' },
      { value: '4', title: 'Excellent' },
    ],
  };

  beforeEach(() => {
    logIn(['company_panel'], { company_id: 1 });
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_panel'] }));
  });

  it('needs every attribute and a recommendation, then puts the scorecard', async () => {
    api.on('GET candidate-applications/abc/rounds/11/scorecard', 200, { data: form });
    api.on('PUT candidate-applications/abc/rounds/11/scorecard', 200, { data: { scorecard: { id: 1 } } });
    renderApp('/evaluation/abc/round/11');
    expect(await screen.findByText('Ada Lovelace · Technical')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText('Please rate every attribute')).toBeInTheDocument();
    expect(screen.getByText('Please choose an overall recommendation')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Coding' })).getByLabelText('4 · Excellent'));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Design' })).getByLabelText('2 · Fair'));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Overall recommendation' })).getByLabelText('Yes'));
    await userEvent.type(screen.getByLabelText('Notes'), 'Good on trade-offs');
    await userEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText('Scorecard submitted')).toBeInTheDocument();
    expect(api.callsTo('PUT candidate-applications/abc/rounds/11/scorecard')[0].body).toEqual({
      ratings: [
        { attribute: 'Coding', rating: 4 },
        { attribute: 'Design', rating: 2 },
      ],
      recommendation: 'yes',
      notes: 'Good on trade-offs',
    });
  });

  it('shows why the card cannot be submitted yet', async () => {
    api.on('GET candidate-applications/abc/rounds/11/scorecard', 200, { data: { ...form, editable: false, reason: 'You can submit the scorecard once the interview has started' } });
    renderApp('/evaluation/abc/round/11');
    expect(await screen.findByText('You can submit the scorecard once the interview has started')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit scorecard' })).not.toBeInTheDocument();
  });
});

describe('/candidate-self-schedule', () => {
  const details = {
    candidate_name: 'Ada Lovelace',
    duration: 30,
    round_name: 'Technical',
    requisition_title: 'Backend Engineer',
    company_name: 'Acme',
    location: 'Bengaluru office',
    company_logo_url: '/files/logo.png',
    issued_at: Math.floor(Date.now() / 1000),
    expires_at: Math.floor(Date.now() / 1000) + 14 * 86400,
    state: 'sent',
    message: '',
  };
  const slot = { start: 1, end: 2, start_time: '2026-12-01T09:00:00Z', end_time: '2026-12-01T09:30:00Z', local_start: '09:00', local_end: '09:30' };

  it('shows the details, asks for a slot and books it', async () => {
    api.on('GET candidate-application/get-self-schedule-details', 200, { data: details });
    api.on('GET oauth/get-blocked-slots-self-schedule', 200, { data: { panel_id: 0, blocked_slots: [] } });
    api.on('GET candidate-application/get-self-schedule-slots', 200, { data: { date: '2026-12-01', timezone: 'Etc/UTC', slots: [slot] } });
    api.on('POST candidate-application/confirm-self-schedule/abc', 200, { data: { message: 'Successfully scheduled the interview. All the best!', interview: {} } });
    renderApp('/candidate-self-schedule/abc?scheduling_token=tok');
    expect(await screen.findByRole('heading', { name: 'Schedule your interview' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', '/files/logo.png');
    expect(screen.getByText('Technical')).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('Bengaluru office')).toBeInTheDocument();
    expect(await screen.findByText(/Times shown in your time zone: /)).toBeInTheDocument();
    await screen.findByRole('radio', { name: '09:00–09:30' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please select a time slot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '09:00–09:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Successfully scheduled the interview. All the best!')).toBeInTheDocument();
    expect(api.callsTo('POST candidate-application/confirm-self-schedule/abc')[0].body).toMatchObject({ call_type: 'interview', scheduling_token: 'tok', start_time: slot.start_time, end_time: slot.end_time });
    expect(api.callsTo('GET candidate-application/get-self-schedule-slots')[0].query).toContain('scheduling_token=tok');
  });

  it('says when no slot is free and when the blocked slots cannot be read', async () => {
    api.on('GET candidate-application/get-self-schedule-details', 200, { data: details });
    api.on('GET oauth/get-blocked-slots-self-schedule', 500, { error_messages: 'Something went wrong' });
    api.on('GET candidate-application/get-self-schedule-slots', 200, { data: { date: '2026-12-01', timezone: 'Etc/UTC', slots: [] } });
    renderApp('/candidate-self-schedule/abc?scheduling_token=tok');
    expect(await screen.findByText('No available slots for this date.')).toBeInTheDocument();
    expect(await screen.findByText('Unable to fetch blocked slots for panel!')).toBeInTheDocument();
  });

  it('shows an already booked link in success style', async () => {
    api.on('GET candidate-application/get-self-schedule-details', 200, { data: { ...details, state: 'booked', message: 'Interview already scheduled' } });
    renderApp('/candidate-self-schedule/abc?scheduling_token=tok');
    const message = await screen.findByTestId('self-schedule-message');
    expect(message).toHaveTextContent('Interview already scheduled');
    expect(message.className).toMatch(/Success/);
  });

  it('shows the server text of a refused token', async () => {
    api.on('GET candidate-application/get-self-schedule-details', 403, { error_messages: 'This scheduling link has been revoked' });
    renderApp('/candidate-self-schedule/abc?scheduling_token=tok');
    expect(await screen.findByText('This scheduling link has been revoked')).toBeInTheDocument();
  });
});
