import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

function asAdmin() {
  logIn(['platform_admin']);
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
}

const ravi = {
  candidate_id: 4,
  username: 'ravi',
  name: 'Ravi Kumar',
  listed: true,
  hidden: false,
  report_count: 3,
  open_count: 2,
  state: 'open',
  first_reported_at: '2026-11-20T10:00:00Z',
  last_reported_at: '2026-11-27T10:00:00Z',
  reports: [
    { reason: 'fake', details: 'Uses a photo of a celebrity', state: 'open', reported_at: '2026-11-27T10:00:00Z' },
    { reason: 'spam', details: '', state: 'open', reported_at: '2026-11-25T10:00:00Z' },
  ],
};
const page = (profiles: unknown[]) => ({ data: { profiles }, meta: { page: 1, per_page: 20, total: profiles.length } });
const noCandidates = { data: { candidates: [] }, meta: { page: 1, per_page: 50, total: 0 } };

describe('reported profiles on the operations page', () => {
  it('lists a reported profile and dismisses its reports', async () => {
    asAdmin();
    api.on('GET talenthub/admin/candidates', 200, noCandidates);
    api.on('GET talenthub/admin/reports', 200, page([ravi]));
    api.on('GET talenthub/admin/reports', 200, page([]));
    api.on('POST talenthub/admin/reports/ravi/dismiss', 200, { data: { profile: { ...ravi, open_count: 0, state: 'dismissed' } } });
    renderApp('/talenthub/admin/talenthub-operations');
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(screen.getByRole('heading', { level: 2, name: 'Reported profiles' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/talenthub/ravi');
    expect(within(card).getByText(/3 reports, 2 open/)).toBeInTheDocument();
    expect(within(card).getByText(/First reported 20 Nov 2026, last 27 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByText('Fake or impersonation')).toBeInTheDocument();
    expect(within(card).getByText(/Uses a photo of a celebrity/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Dismiss the reports of Ravi Kumar' }));
    expect(await screen.findByText('Reports dismissed')).toBeInTheDocument();
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(api.callsTo('GET talenthub/admin/reports')[0].query).toContain('status=open');
  });

  it('unlists a reported profile through the unlist dialog', async () => {
    asAdmin();
    api.on('GET talenthub/admin/candidates', 200, noCandidates);
    api.on('GET talenthub/admin/reports', 200, page([ravi]));
    api.on('GET talenthub/admin/reports', 200, page([]));
    api.on('POST talenthub/admin/candidates/4/unlist', 200, {
      data: {
        candidate: { id: 4, username: 'ravi', name: 'Ravi Kumar', email: 'ravi@hub.test', listed: false, hidden: true, hidden_reason: 'Fake', hidden_at: '', created_at: '' },
      },
    });
    renderApp('/talenthub/admin/talenthub-operations');
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Unlist Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlist Ravi Kumar?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fake');
    await user.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    expect(await screen.findByText('Profile unlisted')).toBeInTheDocument();
    expect(api.callsTo('POST talenthub/admin/candidates/4/unlist').at(-1)?.body).toEqual({ reason: 'Fake' });
    // The reports list is read again: the server closed them with the unlisting.
    await waitFor(() => expect(api.callsTo('GET talenthub/admin/reports').length).toBeGreaterThan(1));
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('shows closed reports on asking for all, and an error with a retry', async () => {
    asAdmin();
    api.on('GET talenthub/admin/candidates', 200, noCandidates);
    api.on('GET talenthub/admin/reports', 500, { error_messages: 'Something went wrong' });
    api.on('GET talenthub/admin/reports', 200, page([]));
    api.on('GET talenthub/admin/reports', 200, page([{ ...ravi, open_count: 0, state: 'unlisted', hidden: true, listed: false }]));
    renderApp('/talenthub/admin/talenthub-operations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show dismissed and unlisted too' }));
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(card).getAllByText('Unlisted').length).toBeGreaterThan(0);
    expect(within(card).queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(api.callsTo('GET talenthub/admin/reports').at(-1)?.query).toContain('status=all');
  });
});

const skills = [
  { name: 'Go', slug: 'go', category: 'Languages' },
  { name: 'Kubernetes', slug: 'kubernetes', category: 'Cloud and DevOps' },
  { name: 'Rust', slug: 'rust', category: 'Languages' },
];

describe('skills catalogue page', () => {
  it('refuses a candidate', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 0 } });
    renderApp('/talenthub/admin/skills');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
    expect(api.callsTo('GET talenthub/skills')).toHaveLength(0);
  });

  it('filters by name and category', async () => {
    asAdmin();
    api.on('GET talenthub/skills', 200, { data: { skills } });
    renderApp('/talenthub/admin/skills');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills catalogue' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Talenthub' });
    expect(within(nav).getByRole('link', { name: 'Skills' })).toHaveAttribute('href', '/talenthub/admin/skills');
    const table = await screen.findByRole('table', { name: 'Skills catalogue' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Filter by name'), 'ru');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 skills');
    await user.clear(screen.getByLabelText('Filter by name'));
    await user.click(screen.getByRole('combobox', { name: 'Filter by category' }));
    await user.click(await screen.findByRole('option', { name: 'Cloud and DevOps' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Kubernetes')).toBeInTheDocument();
  });

  it('adds a skill, showing the server refusal first', async () => {
    asAdmin();
    api.on('GET talenthub/skills', 200, { data: { skills } });
    api.on('POST talenthub/skills', 409, { error_messages: 'Go is already in the catalogue' });
    api.on('POST talenthub/skills', 200, { data: { skill: { name: 'Zig', slug: 'zig', category: 'Languages' } } });
    renderApp('/talenthub/admin/skills');
    const form = await screen.findByRole('form', { name: 'Add a skill' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Go');
    await user.type(within(form).getByRole('combobox', { name: 'Category' }), 'Languages');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    expect(await within(form).findByText('Go is already in the catalogue')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Zig');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    expect(await screen.findByText('Zig added')).toBeInTheDocument();
    expect(api.callsTo('POST talenthub/skills').at(-1)?.body).toEqual({ name: 'Zig', category: 'Languages' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  });

  it('renames a skill inline, showing a field error', async () => {
    asAdmin();
    api.on('GET talenthub/skills', 200, { data: { skills } });
    api.on('PUT talenthub/skills/go', 422, { error_messages: { category: ['Please enter a category'] } });
    api.on('PUT talenthub/skills/go', 200, { data: { skill: { name: 'Golang', slug: 'go', category: 'Languages' } } });
    renderApp('/talenthub/admin/skills');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Go' }));
    const form = screen.getByRole('form', { name: 'Edit Go' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Golang');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a category')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Golang saved')).toBeInTheDocument();
    expect(api.callsTo('PUT talenthub/skills/go').at(-1)?.body).toEqual({ name: 'Golang', category: 'Languages' });
  });

  it('removes a skill after confirming', async () => {
    asAdmin();
    api.on('GET talenthub/skills', 200, { data: { skills } });
    api.on('GET talenthub/skills', 200, { data: { skills: skills.filter((s) => s.slug !== 'rust') } });
    api.on('DELETE talenthub/skills/rust', 200, { data: { message: 'Skill removed from the catalogue' } });
    renderApp('/talenthub/admin/skills');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Rust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Rust from the catalogue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE talenthub/skills/rust')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Rust' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Rust removed from the catalogue')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Rust' })).not.toBeInTheDocument());
  });
});
