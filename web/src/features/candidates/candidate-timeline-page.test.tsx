import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const states = [
  { state: 'negotiate_offer', label: 'Negotiate offer', colour: '#FFF8E1', text_colour: '#E65100', phase: 'offer', open: true },
  { state: 'offer_shared', label: 'Offer shared', colour: '#E0F2F1', text_colour: '#004D40', phase: 'offer', open: true },
  { state: 'offer_accepted', label: 'Offer accepted', colour: '#E0F2F1', text_colour: '#004D40', phase: 'offer', open: true },
  { state: 'offer_declined', label: 'Offer declined', colour: '#FFEBEE', text_colour: '#B71C1C', phase: 'offer', open: false },
];

function application(state: string, extra: Record<string, unknown> = {}) {
  const info = states.find((s) => s.state === state)!;
  return {
    data: {
      candidate_application: {
        id: 1,
        slug: 'abc',
        candidate: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', phone: '+91 98450 12345', links: { github: 'https://github.com/ada', website: 'ftp://nope' }, since: '2026-01-01T00:00:00Z' },
        requisition_id: 3,
        requisition_title: 'Senior Backend Engineer (Go)',
        state: { state, label: info.label, colour: info.colour, text_colour: info.text_colour },
        next_states: state === 'offer_shared' ? ['negotiate_offer', 'offer_accepted', 'offer_declined'] : [],
        source: 'linkedin',
        priority: 127,
        priority_label: '-',
        archived: false,
        resume: { name: 'ada.pdf', status: 'processing' },
        history: [{ from: 'negotiate_offer', to: 'offer_shared', reason: 'Numbers agreed', by: 'Tara Recruiter', at: '2026-11-20T00:00:00Z' }],
        answers: [],
        created_at: '2026-11-20T00:00:00Z',
        ...extra,
      },
    },
  };
}

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states } });
  api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'linkedin', title: 'LinkedIn' }] } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('candidate timeline', () => {
  it('shows the profile header with http(s) social links only and the move options with their labels', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared'));
    renderApp('/candidate-timeline/abc');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ada');
    expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
    expect(await screen.findByText('LinkedIn')).toBeInTheDocument();
    expect(screen.getByTestId('resume-status')).toHaveTextContent('Parsing…');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move to' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Negotiate offer', 'Offer accepted', 'Offer declined']);
  });

  it('shows the talenthub skills with their badges, a partial pass apart and a certified level linked', async () => {
    api.on(
      'GET candidate-applications/abc',
      200,
      application('offer_shared', {
        talenthub_username: 'ada',
        talenthub_skills: [
          { name: 'Go', slug: 'go', proficiency: 3, last_passed_certification_slug: 'c0ffee' },
          { name: 'Python', slug: 'python', proficiency: -1, last_passed_certification_slug: '' },
          { name: 'Rust', slug: 'rust', proficiency: 0, last_passed_certification_slug: '' },
        ],
      }),
    );
    renderApp('/candidate-timeline/abc');
    const section = await screen.findByRole('region', { name: /Talenthub skills/ });
    expect(within(section).getByRole('link', { name: 'Go: Verified: Expert: verify the certificate' })).toHaveAttribute('href', '/talenthub/certificate/c0ffee/verify');
    expect(within(section).getByText('Python: Partially passed')).toBeInTheDocument();
    expect(within(section).getByText('Rust: Unverified')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '@ada' })).toHaveAttribute('href', '/talenthub/ada');
  });

  it('shows no talenthub section when the candidate has none', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared', { talenthub_skills: [] }));
    renderApp('/candidate-timeline/abc');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Talenthub skills/ })).not.toBeInTheDocument();
  });

  it('names who referred the candidate and flags every later submission to the recruiter', async () => {
    api.on(
      'GET candidate-applications/abc',
      200,
      application('offer_shared', {
        source: 'referral',
        referred_by_name: 'Eve Employee',
        other_submissions: [{ by: 'Northwind Staffing', name: 'A. Lovelace', email: 'ada@example.com', at: '2026-11-21T00:00:00Z' }],
      }),
    );
    renderApp('/candidate-timeline/abc');
    expect(await screen.findByText('Eve Employee')).toBeInTheDocument();
    expect(screen.getByText('Referred by')).toBeInTheDocument();
    expect(screen.getByText('Put forward again once after they were already in this job')).toBeInTheDocument();
    expect(screen.getByText(/^Northwind Staffing, .*, as A\. Lovelace \(ada@example\.com\)\. They were not told\.$/)).toBeInTheDocument();
  });

  it('warns the recruiter of an application whose email is not confirmed', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared', { email_unconfirmed: true }));
    renderApp('/candidate-timeline/abc');
    expect(await screen.findByText(/^Applied on the careers page with the email of a candidate you already had\./)).toBeInTheDocument();
  });

  it('shows no such warning for a confirmed application', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared', { email_unconfirmed: false }));
    renderApp('/candidate-timeline/abc');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText(/email of a candidate you already had/)).not.toBeInTheDocument();
  });

  it('shows the server message when a move is refused, and sends the state the user saw', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared'));
    api.on('POST candidate-applications/abc/move', 409, { error_messages: 'This candidate was moved to Offer declined by someone else, please reload' });
    renderApp('/candidate-timeline/abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Offer accepted' }));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Signed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This candidate was moved to Offer declined by someone else, please reload');
    expect(api.callsTo('POST candidate-applications/abc/move')[0].body).toEqual({ to: 'offer_accepted', reason: 'Signed', from: 'offer_shared' });
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument();
  });

  it('celebrates a move to offer_accepted for 2 seconds', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared'));
    api.on('POST candidate-applications/abc/move', 200, application('offer_accepted'));
    renderApp('/candidate-timeline/abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Offer accepted' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByTestId('celebration')).toBeInTheDocument();
    expect(await screen.findByText('Moved to Offer accepted')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    await waitFor(() => expect(screen.queryByTestId('celebration')).not.toBeInTheDocument());
  });

  it('lists every move in the history with who and why', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared'));
    renderApp('/candidate-timeline/abc/history');
    const entry = await screen.findByTestId('history-entry');
    await waitFor(() => expect(entry).toHaveTextContent('Negotiate offer'));
    expect(entry).toHaveTextContent('Offer shared');
    expect(entry).toHaveTextContent('Numbers agreed');
    expect(entry).toHaveTextContent('by Tara Recruiter');
  });

  it('shows the resume frame 900px high titled Resume on the signed URL', async () => {
    api.on('GET candidate-applications/abc', 200, application('offer_shared', { resume: { name: 'ada.pdf', status: 'parsed', url: '/files/r/1?exp=1&sig=x' } }));
    renderApp('/candidate-timeline/abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', '/files/r/1?exp=1&sig=x');
    expect(getComputedStyle(frame).height).toBe('900px');
  });
});
