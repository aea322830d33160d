import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchable } from '../api/search';
import { mockApi, unreadCount } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { logIn } from '../../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const chip = (state: string, label: string) => ({ state, label, colour: '#eee', text_colour: '#111' });
const results = {
  data: {
    headings: [
      {
        title: 'Candidates',
        rows: [
          { slug: 'aaaaaaaaaaaa', name: 'Asha Rao', state: chip('ta_screen', 'TA screen'), source: 'careers_page', requisition_title: 'Backend Engineer', link: '/candidate-timeline/aaaaaaaaaaaa' },
          { slug: 'bbbbbbbbbbbb', name: 'Ashwin Iyer', state: chip('applied', 'Applied'), source: 'referral', requisition_title: 'Designer', link: '/candidate-timeline/bbbbbbbbbbbb' },
        ],
      },
      {
        title: 'Jobs',
        rows: [{ slug: 'cccccccccccc', name: 'Meera Nair', state: chip('hm_screen', 'HM screen'), source: 'manual', requisition_title: 'Ashore Ops Lead', link: '/candidate-timeline/cccccccccccc' }],
      },
    ],
  },
};

function signIn(roles: string[]) {
  logIn(roles, { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles }));
}

const box = () => screen.findByRole('combobox', { name: 'Search candidates and jobs' });

describe('searchable', () => {
  it.each([
    ['as', false],
    ['a s', false],
    ['ash', true],
    ['  as  h ', true],
    ['98-7', true],
    ['!!!', false],
  ])('%j is %s', (q, want) => expect(searchable(q)).toBe(want));
});

describe('top-bar search', () => {
  it.each([['company_admin'], ['company_ta'], ['company_hiring_manager']])('is shown to %s', async (role) => {
    signIn([role]);
    renderApp('/dashboard');
    expect(await box()).toBeInTheDocument();
  });

  it.each([['company_panel'], ['company_employee'], ['agency']])('is not shown to %s', async (role) => {
    signIn([role]);
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Tara Admin')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search candidates and jobs' })).toBeNull();
  });

  it('asks nothing below 3 characters and says so', async () => {
    signIn(['company_ta']);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.type(await box(), 'as');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeInTheDocument();
    await new Promise((wait) => setTimeout(wait, 500));
    expect(api.callsTo('GET search')).toHaveLength(0);
  });

  it('searches once after typing stops, shows loading, then results under headings', async () => {
    signIn(['company_ta']);
    api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'careers_page', title: 'Careers page' }] } });
    const release = api.hold('GET search');
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.type(await box(), 'ash');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET search')).toHaveLength(1));
    expect(api.callsTo('GET search')[0].query).toBe('?q=ash&company_id=1');
    release(200, results);
    const listbox = await screen.findByRole('listbox', { name: 'Search candidates and jobs' });
    expect(within(within(listbox).getByRole('group', { name: 'Candidates' })).getAllByRole('option')).toHaveLength(2);
    expect(within(within(listbox).getByRole('group', { name: 'Jobs' })).getAllByRole('option')).toHaveLength(1);
    const options = within(listbox).getAllByRole('option');
    await waitFor(() => expect(options[0]).toHaveTextContent('Careers page'));
    expect(options.map((o) => o.textContent)).toEqual([
      'Asha RaoBackend Engineer · TA screen · Careers page',
      'Ashwin IyerDesigner · Applied · referral',
      'Meera NairAshore Ops Lead · HM screen · manual',
    ]);
  });

  it('says No results when nothing matches', async () => {
    signIn(['company_admin']);
    api.on('GET search', 200, { data: { headings: [] } });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.type(await box(), 'zzzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('moves with the arrows and opens the chosen one with Enter', async () => {
    signIn(['company_admin']);
    api.on('GET search', 200, results);
    api.on('GET candidate-applications/bbbbbbbbbbbb', 404, { error_messages: 'Not found' });
    const { location } = renderApp('/dashboard');
    const user = userEvent.setup();
    const input = await box();
    await user.type(input, 'ash');
    await screen.findByRole('listbox', { name: 'Search candidates and jobs' });
    // The first result is highlighted; down moves to the second.
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeTruthy());
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)).toHaveTextContent('Asha Rao');
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)).toHaveTextContent('Ashwin Iyer');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/candidate-timeline/bbbbbbbbbbbb'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes with Escape and keeps the text', async () => {
    signIn(['company_admin']);
    api.on('GET search', 200, results);
    renderApp('/dashboard');
    const user = userEvent.setup();
    const input = await box();
    await user.type(input, 'ash');
    await screen.findByRole('listbox', { name: 'Search candidates and jobs' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input).toHaveValue('ash');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('toasts the spec text when the search fails', async () => {
    signIn(['company_admin']);
    api.on('GET search', 500, {});
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.type(await box(), 'ash');
    expect(await screen.findByText('Something went wrong!', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
