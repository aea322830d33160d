import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { emptyQuery, parseQuery, toParams } from './url-query';

let api: ReturnType<typeof mockApi>;

const tags = ['Top Institute', 'Top Company', 'Open Source Enthusiast', 'Top Competitive Programmer', 'Research Paper Author', 'Hackathon Winner', 'No tags'];
const states = [
  { state: 'applied', label: 'Applied', colour: '#E3F2FD', text_colour: '#0D47A1', phase: 'screen', open: true },
  { state: 'ta_screen', label: 'TA screen', colour: '#E8EAF6', text_colour: '#1A237E', phase: 'screen', open: true },
];
const gita = {
  id: 4,
  slug: 'abcdefghijkl',
  candidate: { name: 'Gita Go' },
  requisition_id: 1,
  requisition_title: 'Backend engineer',
  state: { state: 'applied', label: 'Applied', colour: '#E3F2FD', text_colour: '#0D47A1' },
  experience_years: 6,
  graduation_year: 2015,
  tags: ['Top Company'],
  created_at: '2026-11-20T10:00:00Z',
  evidence: [
    [
      { text: 'Senior ', match: false },
      { text: 'Python', match: true },
      { text: ' developer at <b>Acme</b>', match: false },
    ],
  ],
};
const answer = (results: unknown[], total = results.length) => ({ data: { results, tags }, meta: { page: 1, per_page: 20, total } });

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states } });
  api.on('GET requisitions', 200, { data: { requisitions: [{ id: 1, title: 'Backend engineer', state: 'live' }, { id: 2, title: 'Data scientist', state: 'open' }] } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the search in the URL', () => {
  it('reads what it writes, and leaves out what it cannot read', () => {
    const query = { ...emptyQuery, q: 'python AND go', tags: ['Top Company'], jobs: [2, 3], states: ['applied'], minExperience: 0, maxExperience: 4.5, graduationFrom: 2010, graduationTo: 2020, page: 3, perPage: 50 };
    expect(parseQuery(toParams(query))).toEqual(query);
    expect(toParams(emptyQuery).toString()).toBe('');
    expect(parseQuery(new URLSearchParams('min_experience=abc&jobs=x&jobs=-1&page=-4&per_page=1000&graduation_year_min=12'))).toEqual(emptyQuery);
  });
});

describe('/smart-search', () => {
  it('searches, keeps the search in the URL and highlights the evidence as text', async () => {
    api.on('GET smart-search', 200, answer([], 0));
    api.on('GET smart-search', 200, answer([gita], 45));
    const { location } = renderApp('/smart-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart search' })).toBeInTheDocument();
    expect(await screen.findByText(/No parsed resumes yet/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Boolean search'), 'python AND go');
    await userEvent.type(screen.getByLabelText('Minimum experience (years)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/smart-search?q=python+AND+go&min_experience=2'));
    await waitFor(() => expect(api.callsTo('GET smart-search').at(-1)?.query).toContain('q=python+AND+go'));
    expect(api.callsTo('GET smart-search').at(-1)?.query).toContain('min_experience=2');

    const link = await screen.findByRole('link', { name: 'Gita Go' });
    expect(link).toHaveAttribute('href', '/candidate-timeline/abcdefghijkl');
    expect(screen.getByText('45 candidates')).toBeInTheDocument();
    expect(screen.getByText('Backend engineer · 6 years of experience · Graduated 2015')).toBeInTheDocument();
    const evidence = screen.getByRole('region', { name: 'Where the resume of Gita Go matches' });
    const marks = evidence.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['Python']);
    expect(within(evidence).getByText(/developer at <b>Acme<\/b>/)).toBeInTheDocument();
    expect(evidence.querySelector('b')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location()).toContain('page=2'));
  });

  it('opens a linked search with its filters and sends them', async () => {
    api.on('GET smart-search', 200, answer([gita]));
    renderApp('/smart-search?q=python&tags=Top+Company&jobs=2&states=applied&graduation_year_min=2010&graduation_year_max=2020');
    expect(await screen.findByRole('link', { name: 'Gita Go' })).toBeInTheDocument();
    const sent = api.callsTo('GET smart-search')[0].query;
    for (const part of ['q=python', 'tags=Top+Company', 'jobs=2', 'states=applied', 'graduation_year_min=2010', 'graduation_year_max=2020']) {
      expect(sent).toContain(part);
    }
    expect(screen.getByLabelText('Boolean search')).toHaveValue('python');
    expect(await screen.findByRole('button', { name: 'Data scientist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top Company' })).toBeInTheDocument();
  });

  it('shows the position of a query error under the box, and says when nothing matches', async () => {
    api.on('GET smart-search', 400, { error_messages: { q: ['Unmatched "(" at position 12'] } });
    renderApp('/smart-search?q=python+AND+(go');
    expect(await screen.findByText('Unmatched "(" at position 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Boolean search')).toHaveAttribute('aria-invalid', 'true');

    vi.unstubAllGlobals();
    api = mockApi();
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
    api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states } });
    api.on('GET requisitions', 200, { data: { requisitions: [] } });
    api.on('GET smart-search', 200, answer([]));
    renderApp('/smart-search?q=cobol');
    expect(await screen.findByText('No resume matches this search.')).toBeInTheDocument();
  });

  it('says when the search fails', async () => {
    api.on('GET smart-search', 500, { error_messages: 'Something went wrong' });
    renderApp('/smart-search?q=go');
    expect(await screen.findByText('We could not run this search. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a smart-search-only company', () => {
  it('keeps its users to Home and Smart search', async () => {
    const context = unreadCount({ roles: ['company_ta'] });
    context.data.feature_details = { ats: { smart_search_only: true } };
    api.set('GET notifications/get-unread-count', 200, context);
    api.on('GET smart-search', 200, answer([gita]));
    renderApp('/jobs');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation')[0];
    expect(within(nav).getByRole('link', { name: 'Smart search' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Jobs' })).toBeNull();
  });
});
