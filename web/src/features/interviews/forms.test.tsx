import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '../../components/toasts';
import { mockApi } from '../../test/api-mock';
import { logIn } from '../../test/tokens';
import { ScheduleInterviewForm } from './schedule-interview-form';
import { SendSelfScheduleLinkForm } from './send-self-schedule-link-form';

let api: ReturnType<typeof mockApi>;
const candidate = { slug: 'abc', name: 'Ada Lovelace', job: 'Backend Engineer' };

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
}

async function choose(label: string | RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api.on('GET candidate-application/recent-list', 200, { data: { candidate_applications: [{ slug: 'xyz', candidate: { name: 'Grace Hopper' }, requisition_title: 'Compiler Engineer' }] } });
  api.on('GET interview/allowed-rounds/abc', 200, { data: { rounds: [{ id: 11, name: 'Technical' }, { id: 12, name: 'Culture' }] } });
  api.on('GET interview/interviewers/abc', 200, { data: { users: [{ id: 4, name: 'Priya Panel', email: 'panel@x.test' }, { id: 5, name: 'Hari Manager', email: 'hm@x.test' }] } });
  api.on('GET panel/interview-counts', 200, { data: { result: { '4': 3, '5': 0 } } });
});
afterEach(() => vi.unstubAllGlobals());

describe('ScheduleInterviewForm', () => {
  it('requires a candidate with the spec text', async () => {
    show(<ScheduleInterviewForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Please select a candidate')).toBeInTheDocument();
    expect(api.callsTo('POST ats-agent/perform-action')).toHaveLength(0);
  });

  it("shows each panel member's load this week, sets the end an hour after the start and posts specific_schedule", async () => {
    const release = api.hold('POST ats-agent/perform-action');
    show(<ScheduleInterviewForm candidate={candidate} initial={{ date: '2026-12-01', timezone: 'Asia/Kolkata' }} />);
    await choose('Round', 'Technical');
    await userEvent.click(screen.getByRole('combobox', { name: 'Panel' }));
    const option = await screen.findByRole('option', { name: /Priya Panel/ });
    await waitFor(() => expect(option).toHaveTextContent('3 this week'));
    await userEvent.click(option);
    await choose('Start time', '14:35');
    expect(screen.getByRole('combobox', { name: 'End time' })).toHaveTextContent('15:35');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    release(200, { data: { action: 'specific_schedule', message: 'Interview scheduled successfully', link: '/candidate-timeline/abc' } });
    expect(await screen.findByText('Interview scheduled successfully')).toBeInTheDocument();
    const body = api.callsTo('POST ats-agent/perform-action')[0].body as { action: string; fields: Record<string, unknown> };
    expect(body.action).toBe('specific_schedule');
    expect(body.fields).toMatchObject({
      candidate_application_data: { slug: 'abc' },
      round_data: { id: 11 },
      interviewer_data: [{ id: 4 }],
      start_time: '2026-12-01T14:35',
      end_time: '2026-12-01T15:35',
      timezone: 'Asia/Kolkata',
    });
    const counts = api.callsTo('GET panel/interview-counts')[0];
    expect(counts.query).toContain('panel_ids=4');
    expect(counts.query).toContain('panel_ids=5');
  });

  it('refuses an end before the start', async () => {
    show(<ScheduleInterviewForm candidate={candidate} initial={{ date: '2026-12-01', start: '10:00' }} />);
    await choose('End time', '09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('End time cannot be before the start time')).toBeInTheDocument();
  });

  it('clears the round when the candidate changes', async () => {
    api.on('GET interview/allowed-rounds/xyz', 200, { data: { rounds: [{ id: 21, name: 'Onsite' }] } });
    api.on('GET interview/interviewers/xyz', 200, { data: { users: [] } });
    show(<ScheduleInterviewForm candidate={candidate} />);
    await choose('Round', 'Technical');
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveTextContent('Technical');
    await choose('Candidate', /Grace Hopper/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Round' })).not.toHaveTextContent('Technical'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Round' }));
    expect(await screen.findByRole('option', { name: 'Onsite' })).toBeInTheDocument();
  });

  it('toasts the server message when the booking is refused', async () => {
    api.on('POST ats-agent/perform-action', 409, { error_messages: 'Priya Panel already has an interview from 10:00 to 11:00' });
    show(<ScheduleInterviewForm candidate={candidate} initial={{ roundId: 11, panelIds: [4] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Priya Panel already has an interview from 10:00 to 11:00')).toBeInTheDocument();
  });
});

describe('SendSelfScheduleLinkForm', () => {
  it('requires a candidate with the spec text', async () => {
    show(<SendSelfScheduleLinkForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please select a candidate!')).toBeInTheDocument();
  });

  it('refuses working hours that do not start before they end', async () => {
    show(<SendSelfScheduleLinkForm candidate={candidate} initial={{ roundId: 11, panelIds: [4] }} />);
    await choose('Available until', '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please select a proper availability range.')).toBeInTheDocument();
    expect(api.callsTo('POST ats-agent/perform-action')).toHaveLength(0);
  });

  it('offers 30 and 60 minutes for Outlook and drops a prefilled 45', async () => {
    show(<SendSelfScheduleLinkForm candidate={candidate} calendar="outlook" initial={{ duration: 45 }} />);
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(duration).not.toHaveTextContent('45');
    await userEvent.click(duration);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['30 minutes', '60 minutes']);
  });

  it('posts self_schedule through the dispatcher with the defaults and says so', async () => {
    const release = api.hold('POST ats-agent/perform-action');
    show(<SendSelfScheduleLinkForm candidate={candidate} />);
    await choose('Round', 'Culture');
    await userEvent.click(screen.getByRole('combobox', { name: 'Panel' }));
    await userEvent.click(await screen.findByRole('option', { name: /Hari Manager/ }));
    await choose('Duration', '30 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release(200, { data: { action: 'self_schedule', message: 'Self schedule link sent successfully!', link: '/candidate-timeline/abc' } });
    expect(await screen.findByText('Self schedule link sent successfully!')).toBeInTheDocument();
    const body = api.callsTo('POST ats-agent/perform-action')[0].body as { action: string; fields: Record<string, unknown> };
    expect(body.action).toBe('self_schedule');
    expect(body.fields).toMatchObject({ candidate_application_data: { slug: 'abc' }, round_data: { id: 12 }, interviewer_data: [{ id: 5 }], duration: 30, working_hours_start: '09:00', working_hours_end: '18:00' });
    expect(typeof body.fields.timezone).toBe('string');
    expect(typeof body.fields.timezone_offset).toBe('number');
  });
});
