import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function signIn(roles: string[]) {
  logIn(roles, { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles }));
}

const assistantButton = () => screen.findByRole('button', { name: 'AI assistant' });
const promptBox = () => screen.findByRole('textbox', { name: 'Prompt' });

async function openWithShortcut() {
  renderApp('/dashboard');
  await assistantButton();
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return promptBox();
}

describe('assistant button', () => {
  it.each([['company_admin'], ['platform_admin'], ['company_ta']])('is shown to %s', async (role) => {
    signIn([role]);
    renderApp('/dashboard');
    expect(await assistantButton()).toBeInTheDocument();
  });

  it.each([['company_hiring_manager'], ['company_panel'], ['company_employee'], ['agency']])('is not shown to %s, nor does Ctrl+K open it', async (role) => {
    signIn([role]);
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Tara Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AI assistant' })).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await new Promise((wait) => setTimeout(wait, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with Ctrl+K and Cmd+K, focuses the prompt, says it is powered by AI, and Escape returns focus to the button', async () => {
    signIn(['company_ta']);
    const box = await openWithShortcut();
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(screen.getByRole('dialog')).getByText('Powered by AI')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await assistantButton()).toHaveFocus();
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await promptBox()).toBeInTheDocument();
  });
});

describe('assistant prompt', () => {
  it('validates with the spec texts under the input', async () => {
    signIn(['company_admin']);
    const box = await openWithShortcut();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter a prompt')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(box, { target: { value: 'a'.repeat(501) } });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please write a shorter prompt (Up to 500 characters)')).toBeInTheDocument();
    expect(api.callsTo('POST ats-agent/parse-prompt')).toHaveLength(0);
  });

  it('shows the status texts at 1, 2 and 5 seconds while the prompt is processed', async () => {
    signIn(['company_ta']);
    const release = api.hold('POST ats-agent/parse-prompt');
    const box = await openWithShortcut();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(box, { target: { value: 'how many candidates are in TA screen' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(api.callsTo('POST ats-agent/parse-prompt')).toHaveLength(1));
    expect(api.callsTo('POST ats-agent/parse-prompt')[0].body).toMatchObject({ prompt: 'how many candidates are in TA screen', timezone: expect.any(String) });
    expect(screen.queryByText('Sending the prompt for processing...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Sending the prompt for processing...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Understanding the prompt...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Understanding the prompt...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Getting ready for the action...')).toBeInTheDocument();
    vi.useRealTimers();
    release(200, { data: { action: 'generic', message: '', prompt: '', fields: { question: { kind: 'count_in_state', state: 'ta_screen' }, answer: '4 candidates are in TA screen.' }, choices: null, source: 'grammar' } });
    expect(await screen.findByRole('heading', { name: 'General information' })).toBeInTheDocument();
    expect(screen.getByText('4 candidates are in TA screen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New action' }));
    expect(await promptBox()).toHaveValue('');
  });

  it("shows the server's message when the parse fails, else 'Something went wrong'", async () => {
    signIn(['company_ta']);
    api.on('POST ats-agent/parse-prompt', 422, { error_messages: 'Please mention a candidate' });
    api.on('POST ats-agent/parse-prompt', 500, {});
    const box = await openWithShortcut();
    await userEvent.type(box, 'schedule an interview{Enter}');
    expect(await screen.findByText('Please mention a candidate')).toBeInTheDocument();
    await userEvent.type(box, '!{Enter}');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('falls back when nothing was understood, and Contact Support sends the callback', async () => {
    signIn(['company_ta']);
    api.on('POST ats-agent/parse-prompt', 200, { data: { action: '', message: '', prompt: 'blorp', fields: null, choices: null, source: 'grammar' } });
    api.on('POST ats-agent/request-callback', 200, { data: {} });
    api.on('POST ats-agent/request-callback', 500, {});
    const box = await openWithShortcut();
    await userEvent.type(box, 'blorp the flux{Enter}');
    expect(
      await screen.findByText('Sorry, we could not find the result you were looking for! Please click on Contact Support if you would like us to implement this feature.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(await screen.findByText('We have been notified and will reach out shortly!')).toBeInTheDocument();
    expect(api.callsTo('POST ats-agent/request-callback')[0].body).toEqual({ kind: 'ats_generic', prompt: 'blorp the flux' });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('Reset clears the prompt, the error and the result', async () => {
    signIn(['company_ta']);
    api.on('POST ats-agent/parse-prompt', 200, { data: { action: '', message: '', prompt: 'x', fields: null, choices: null, source: 'grammar' } });
    const box = await openWithShortcut();
    await userEvent.type(box, 'xyzzy{Enter}');
    expect(await screen.findByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await promptBox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Contact Support' })).toBeNull();
  });
});

describe('assistant voice', () => {
  it('has no microphone where the browser has no speech recognition', async () => {
    signIn(['company_ta']);
    await openWithShortcut();
    expect(screen.queryByRole('button', { name: 'Start voice input' })).toBeNull();
  });

  it('listens in English (India) with interim results, corrects product words and stops a second after a result', async () => {
    const made: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      interimResults = false;
      continuous = true;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      stopped = 0;
      constructor() {
        made.push(this);
      }
      start() {}
      stop() {
        this.stopped++;
        this.onend?.();
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    signIn(['company_ta']);
    const box = await openWithShortcut();
    await userEvent.click(screen.getByRole('button', { name: 'Start voice input' }));
    const r = made[0];
    expect(r).toMatchObject({ lang: 'en-IN', interimResults: true });
    expect(screen.getByRole('button', { name: 'Stop voice input' })).toHaveAttribute('aria-pressed', 'true');
    act(() => r.onresult?.({ resultIndex: 0, results: [{ isFinal: false, 0: { transcript: 'send a self schedule link from hire kit' } }] }));
    expect(box).toHaveValue('send a self-schedule link from Hirekit');
    expect(r.stopped).toBe(0);
    await waitFor(() => expect(r.stopped).toBe(1), { timeout: 2000 });
    expect(await screen.findByRole('button', { name: 'Start voice input' })).toBeInTheDocument();
  });
});

describe('assistant review', () => {
  const schedule = {
    action: 'specific_schedule',
    message: '',
    prompt: 'schedule an interview with Ada tomorrow at 4pm with Priya',
    fields: {
      candidate_application_data: { slug: 'abc', name: 'Ada Lovelace', requisition_title: 'Backend Engineer' },
      round_data: { id: 11, name: 'Technical' },
      interviewer_data: [{ id: 4, name: 'Priya Panel' }],
      shadow_interviewer_data: null,
      start_time: '2026-12-01T16:00:00+05:30',
      end_time: '2026-12-01T17:00:00+05:30',
      timezone: 'Asia/Kolkata',
      location: '',
      video_link: '',
    },
    choices: null,
    source: 'grammar',
  };

  beforeEach(() => {
    api.on('GET candidate-application/recent-list', 200, { data: { candidate_applications: [] } });
    api.on('GET interview/allowed-rounds/abc', 200, { data: { rounds: [{ id: 11, name: 'Technical' }, { id: 12, name: 'Culture' }] } });
    api.on('GET interview/interviewers/abc', 200, { data: { users: [{ id: 4, name: 'Priya Panel', email: 'panel@x.test' }] } });
    api.on('GET panel/interview-counts', 200, { data: { result: { '4': 0 } } });
  });

  it('shows a parsed schedule in the timeline form, prefilled, and confirms with a link to the timeline', async () => {
    signIn(['company_ta']);
    api.on('POST ats-agent/parse-prompt', 200, { data: schedule });
    const release = api.hold('POST ats-agent/perform-action');
    const box = await openWithShortcut();
    await userEvent.type(box, `${schedule.prompt}{Enter}`);
    const form = await screen.findByRole('form', { name: 'Schedule an interview' });
    expect(screen.getByRole('heading', { name: 'Schedule an interview' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Round' })).toHaveTextContent('Technical'));
    expect(within(form).getByLabelText(/^Date/)).toHaveValue('2026-12-01');
    expect(within(form).getByRole('combobox', { name: 'Start time' })).toHaveTextContent('16:00');
    expect(within(form).getByRole('combobox', { name: 'End time' })).toHaveTextContent('17:00');
    await waitFor(() => expect(within(form).getByText(/Priya Panel/)).toBeInTheDocument());
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    release(200, { data: { action: 'specific_schedule', message: 'Interview scheduled successfully', link: '/candidate-timeline/abc' } });
    const open = await screen.findByRole('link', { name: 'Open the candidate' });
    expect(open).toHaveAttribute('href', '/candidate-timeline/abc');
    expect(api.callsTo('POST ats-agent/perform-action')[0].body).toMatchObject({
      action: 'specific_schedule',
      fields: { candidate_application_data: { slug: 'abc' }, round_data: { id: 11 }, interviewer_data: [{ id: 4 }], start_time: '2026-12-01T16:00', end_time: '2026-12-01T17:00', timezone: 'Asia/Kolkata' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'New action' }));
    expect(await promptBox()).toHaveValue('');
  });

  it('asks which candidate first when the prompt was ambiguous', async () => {
    signIn(['company_admin']);
    const ambiguous = {
      ...schedule,
      fields: { ...schedule.fields, candidate_application_data: { slug: '' } },
      choices: [
        {
          field: 'candidate_application_data',
          prompt: 'Two candidates named Ada: which one?',
          options: [
            { label: 'Ada Lovelace — Backend Engineer', value: { slug: 'abc', name: 'Ada Lovelace', requisition_title: 'Backend Engineer' } },
            { label: 'Ada Byron — Designer', value: { slug: 'def', name: 'Ada Byron', requisition_title: 'Designer' } },
          ],
        },
      ],
    };
    api.on('POST ats-agent/parse-prompt', 200, { data: ambiguous });
    const box = await openWithShortcut();
    await userEvent.type(box, 'schedule Ada tomorrow at 4pm{Enter}');
    expect(await screen.findByText('Two candidates named Ada: which one?')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Schedule an interview' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace — Backend Engineer' }));
    const form = await screen.findByRole('form', { name: 'Schedule an interview' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Round' })).toHaveTextContent('Technical'));
  });

  it('lets an action be chosen by hand, and a job filter needs a job', async () => {
    signIn(['company_ta']);
    api.on('GET requisitions', 200, { data: { requisitions: [{ id: 3, title: 'Backend Engineer' }] } });
    await openWithShortcut();
    await userEvent.click(screen.getByRole('button', { name: 'Filter candidates of a job' }));
    const form = await screen.findByRole('form', { name: 'Filter candidates of a job' });
    await userEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Please select a job!')).toBeInTheDocument();
    expect(within(form).getByText('Please select a job you want to filter candidates for!')).toBeInTheDocument();
  });

  const jobFilter = {
    action: 'filter_job_specific_candidates',
    message: '',
    prompt: 'show me candidates of Backend Engineer with more than 3 years and notice under 30 days earning over 12 lakhs',
    fields: {
      requisition_data: { id: 3, name: 'Backend Engineer' },
      filters: { application_states: null, notice_periods: ['immediate', '15'], min_experience: 3, max_experience: null, min_current_ctc: 1200000, max_current_ctc: null, '42': 'Yes' },
      screeno_filters: { score: null, tags: null, graduation_year: [null, null], post_graduation_year: [null, null] },
      search_query: '',
    },
    choices: null,
    source: 'grammar',
  };
  const jobLink = '/jobs/3?navigation_token=v1.eyJyZXF1aXNpdGlvbnMiOlszXX0';

  it("performs a parsed job filter on the server and opens the job's candidates at the link it answers", async () => {
    signIn(['company_ta']);
    api.on('GET requisitions', 200, { data: { requisitions: [{ id: 3, title: 'Backend Engineer' }] } });
    api.on('POST ats-agent/parse-prompt', 200, { data: jobFilter });
    api.on('GET vocabulary', 200, { data: { notice_periods: [{ value: 'immediate', title: 'Immediate joiner' }, { value: '15', title: '15 days' }] } });
    const release = api.hold('POST ats-agent/perform-action');
    const box = await openWithShortcut();
    await userEvent.type(box, `${jobFilter.prompt}{Enter}`);
    const form = await screen.findByRole('form', { name: 'Filter candidates of a job' });
    expect(within(form).getByRole('spinbutton', { name: 'Min experience (years)' })).toHaveValue(3);
    expect(await within(form).findByText('15 days')).toBeInTheDocument();
    expect(within(form).getByText('Immediate joiner')).toBeInTheDocument();
    expect(within(form).getByText('≥ 1200000')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(await within(form).findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    release(200, { data: { action: 'filter_job_specific_candidates', message: 'Candidates filtered successfully', link: jobLink, navigation_token: 'v1.eyJyZXF1aXNpdGlvbnMiOlszXX0' } });
    const open = await screen.findByRole('link', { name: 'Open candidates' });
    expect(open).toHaveAttribute('href', jobLink);
    const calls = api.callsTo('POST ats-agent/perform-action');
    expect(calls).toHaveLength(1);
    // The whole filter goes to the server: notice periods, CTC and the
    // screening answer (question 42) are kept, the job as requisition_data.
    expect(calls[0].body).toEqual({
      action: 'filter_job_specific_candidates',
      fields: {
        requisition_data: { id: 3 },
        filters: { application_states: null, notice_periods: ['immediate', '15'], min_experience: 3, max_experience: null, min_current_ctc: 1200000, max_current_ctc: null, '42': 'Yes' },
        screeno_filters: { score: null, tags: null, graduation_year: [null, null], post_graduation_year: [null, null] },
        search_query: '',
      },
    });
  });

  it("reads a job filter's description with parse-job-filters, then performs it with the answers kept", async () => {
    signIn(['company_admin']);
    api.on('GET requisitions', 200, { data: { requisitions: [{ id: 3, title: 'Backend Engineer' }] } });
    api.on('POST ats-agent/parse-job-filters', 200, {
      data: {
        filters: { application_states: ['ta_screen'], notice_periods: ['immediate'], min_experience: null, max_experience: 6, min_current_ctc: null, max_current_ctc: 2000000, '7': 'Bengaluru' },
        screeno_filters: { score: [3], tags: null, graduation_year: [null, null], post_graduation_year: [null, null] },
        search_query: '',
        screening_questions: [{ id: 7, title: 'Preferred location', field_type: 'select', meta_data: { options: ['Bengaluru', 'Pune'] } }],
        navigation_token: 'v1.x',
        link: '/jobs/3?navigation_token=v1.x',
      },
    });
    api.on('POST ats-agent/perform-action', 200, { data: { action: 'filter_job_specific_candidates', message: 'Candidates filtered successfully', link: '/jobs/3?navigation_token=v1.y' } });
    await openWithShortcut();
    await userEvent.click(screen.getByRole('button', { name: 'Filter candidates of a job' }));
    const form = await screen.findByRole('form', { name: 'Filter candidates of a job' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Job' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Backend Engineer' }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Min experience (years)' }), '2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Describe the candidates' }), 'in TA screen, up to 6 years, immediate joiners in Bengaluru');
    await userEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('link', { name: 'Open candidates' })).toHaveAttribute('href', '/jobs/3?navigation_token=v1.y');
    expect(api.callsTo('POST ats-agent/parse-job-filters')[0].body).toEqual({ prompt: 'in TA screen, up to 6 years, immediate joiners in Bengaluru', requisition_id: 3, timezone: expect.any(String) });
    expect(api.callsTo('POST ats-agent/perform-action')[0].body).toEqual({
      action: 'filter_job_specific_candidates',
      fields: {
        requisition_data: { id: 3 },
        // The typed minimum fills what the description left empty.
        filters: { application_states: ['ta_screen'], notice_periods: ['immediate'], min_experience: 2, max_experience: 6, min_current_ctc: null, max_current_ctc: 2000000, '7': 'Bengaluru' },
        screeno_filters: { score: [3], tags: null, graduation_year: [null, null], post_graduation_year: [null, null] },
        search_query: '',
      },
    });
  });

  it('performs a filter over every job by hand and opens the candidate list it answers; a refusal is toasted', async () => {
    signIn(['company_ta']);
    api.on('GET requisitions', 200, { data: { requisitions: [{ id: 3, title: 'Backend Engineer' }] } });
    api.on('POST ats-agent/perform-action', 422, { error_messages: { min_experience: ['Minimum experience must not exceed maximum experience'] } });
    api.on('POST ats-agent/perform-action', 200, { data: { action: 'filter_candidates', message: 'Candidates filtered successfully', link: '/candidates?navigation_token=v1.eyJtaW5fZXhwZXJpZW5jZSI6NX0' } });
    await openWithShortcut();
    await userEvent.click(screen.getByRole('button', { name: 'Filter specific candidates' }));
    const form = await screen.findByRole('form', { name: 'Filter specific candidates' });
    expect(within(form).queryByRole('textbox', { name: 'Describe the candidates' })).toBeNull();
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Min experience (years)' }), '5');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Max experience (years)' }), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Minimum experience must not exceed maximum experience')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('spinbutton', { name: 'Max experience (years)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('link', { name: 'Open candidates' })).toHaveAttribute('href', '/candidates?navigation_token=v1.eyJtaW5fZXhwZXJpZW5jZSI6NX0');
    const calls = api.callsTo('POST ats-agent/perform-action');
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({ action: 'filter_candidates', fields: { filters: { min_experience: 5, max_experience: null } } });
    expect(calls[1].body).not.toHaveProperty('fields.requisition_data');
  });
});
