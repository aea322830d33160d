import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount, vocabulary } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { encodeFilter } from '../../api/navigation-token';

let api: ReturnType<typeof mockApi>;

const states = [
  { state: 'applied', label: 'Applied', colour: '#E3F2FD', text_colour: '#0D47A1', phase: 'screen', open: true },
  { state: 'ta_screen', label: 'TA screen', colour: '#E8EAF6', text_colour: '#1A237E', phase: 'screen', open: true },
];

function page(token: string, rows = 1) {
  return {
    data: {
      candidate_applications: Array.from({ length: rows }, (_, i) => ({
        id: i + 1,
        slug: `s${i}`,
        candidate: { name: `Candidate ${i}` },
        email: `c${i}@example.com`,
        state: { state: 'ta_screen', label: 'TA screen', colour: '#E8EAF6', text_colour: '#1A237E' },
        source: 'referral',
        requisition_id: 1,
        requisition_title: 'Senior Backend Engineer (Go)',
        priority: 2,
        priority_label: 'P2',
        created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
      })),
      state_counts: { applied: 4, ta_screen: rows },
      navigation_token: token,
    },
    meta: { page: 1, per_page: 20, total: rows },
  };
}

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states } });
  api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'referral', title: 'Referral' }] } });
  api.on('GET requisitions', 200, { data: { requisitions: [{ id: 1, title: 'Senior Backend Engineer (Go)', state: 'live' }] } });
  api.on('GET users/list', 200, { data: { users: [] } });
  api.on('GET ats-tags', 200, { data: { tags: [], notice_periods: [] } });
});
afterEach(() => vi.unstubAllGlobals());

describe('candidates page', () => {
  it('opens the filter from the link, shows its chips and the rows, and asks for the state counts', async () => {
    const token = encodeFilter({ sources: ['referral'], statuses: ['ta_screen'] });
    api.on('GET candidate-applications', 200, page(token, 2));
    renderApp(`/candidates?navigation_token=${token}`);
    expect(await screen.findByRole('link', { name: 'Candidate 0' })).toHaveAttribute('href', '/candidate-timeline/s0');
    expect(await screen.findByText('State: TA screen')).toBeInTheDocument();
    expect(screen.getByText('Source: Referral')).toBeInTheDocument();
    expect(screen.getByText('2 candidates')).toBeInTheDocument();
    expect(screen.getAllByText('3 hours ago')).toHaveLength(2);
    expect(screen.getAllByText('P2')).toHaveLength(2);
    const query = new URLSearchParams(api.callsTo('GET candidate-applications')[0].query);
    expect(query.get('navigation_token')).toBe(token);
    expect(query.get('with_state_counts')).toBe('true');
    expect(query.get('view')).toBe('candidates');
  });

  it('leads a recruiter to the resume search', async () => {
    renderApp('/candidates');
    expect(await screen.findByRole('link', { name: 'Search resumes' })).toHaveAttribute('href', '/smart-search');
  });

  it('exports the list it shows through the CSV builder', async () => {
    const token = encodeFilter({ statuses: ['ta_screen'] });
    api.on('GET candidate-applications', 200, page(token));
    renderApp(`/candidates?navigation_token=${token}`);
    expect(await screen.findByRole('link', { name: 'Export' })).toHaveAttribute('href', `/csv-builder?navigation_token=${encodeURIComponent(token)}`);
  });

  it('exports the spreadsheet view with every job', async () => {
    const token = encodeFilter({ sources: ['referral'] });
    api.on('GET candidate-applications', 200, page(token));
    renderApp(`/all-candidates-view?navigation_token=${token}`);
    expect(await screen.findByRole('link', { name: 'Export' })).toHaveAttribute('href', `/csv-builder?navigation_token=${token}&view=spreadsheet`);
  });

  it("writes the server's canonical token back into the URL", async () => {
    const canonical = encodeFilter({ statuses: ['applied'] });
    api.on('GET candidate-applications', 200, page(canonical));
    const { location } = renderApp('/candidates?navigation_token=v1.eyJzdGF0dXNlcyI6WyJhcHBsaWVkIl0sInNvdXJjZXMiOltdfQ');
    await waitFor(() => expect(location()).toBe(`/candidates?navigation_token=${canonical}`));
  });

  it('filters by a state from its count chip', async () => {
    api.on('GET candidate-applications', 200, page('')).on('GET candidate-applications', 200, page(encodeFilter({ statuses: ['applied'] })));
    const { location } = renderApp('/candidates');
    await userEvent.click(await screen.findByRole('button', { name: 'Applied (4)' }));
    await waitFor(() => expect(location()).toBe(`/candidates?navigation_token=${encodeFilter({ statuses: ['applied'] })}`));
    expect(await screen.findByText('State: Applied')).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET candidate-applications')[1].query).get('navigation_token')).toBe(encodeFilter({ statuses: ['applied'] }));
  });

  it('shows the match score with its reasons, sorts by best match and names the score filter', async () => {
    const token = encodeFilter({ match_scores: [2] });
    const answer = page(token, 2);
    answer.data.candidate_applications = answer.data.candidate_applications.map((row, i) => ({
      ...row,
      match_score: i === 0 ? 2 : -1,
      match_label: i === 0 ? 'Good match' : '-',
      match_reasons: i === 0 ? ['has 4 of 6 skills: Go, Kubernetes, Docker, AWS; missing Kafka, Terraform', '6 years against 3–5'] : ['No parsed resume to compare yet'],
    }));
    const vocab = vocabulary();
    api.on('GET vocabulary', 200, { data: { ...vocab.data, match_scores: [{ value: '-1', title: '-' }, { value: '0', title: 'Weak match' }, { value: '1', title: 'Moderate match' }, { value: '2', title: 'Good match' }] } });
    api.on('GET candidate-applications', 200, answer);
    renderApp(`/candidates?navigation_token=${token}&sort=match`);
    const chip = await screen.findByTestId('match-score');
    expect(chip).toHaveAccessibleName('Good match: has 4 of 6 skills: Go, Kubernetes, Docker, AWS; missing Kafka, Terraform; 6 years against 3–5');
    // A score not computed is a plain '-', with no tooltip to open.
    expect(screen.getAllByTestId('match-score')).toHaveLength(1);
    expect(await screen.findByText('Match: Good match')).toBeInTheDocument();
    const query = new URLSearchParams(api.callsTo('GET candidate-applications')[0].query);
    expect(query.get('sort')).toBe('match');
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('6 years against 3–5');
  });
});
