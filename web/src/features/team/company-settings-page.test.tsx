import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount, vocabulary } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const users = [
  { id: 7, name: 'Tara Admin', email: 'ta@demo.hirekit.test', designation: 'Founder', roles: ['company_admin'], active: true },
  { id: 8, name: 'Raj Recruiter', email: 'raj@acme.test', designation: 'Recruiter', roles: ['company_ta'], active: true },
  { id: 9, name: 'Old Panel', email: 'old@acme.test', designation: 'Engineer', roles: ['company_panel'], active: false },
  { id: 10, name: 'Talent Co', email: 'hello@talent.test', roles: ['agency'], agency_id: 3, agency_name: 'Talent Co', active: true },
];

function mockTeam(roles: string[], features: Record<string, boolean> = { referral: true }) {
  logIn(roles, { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles }));
  api.on('GET users/list', 200, { data: { users } });
  api.on('GET vocabulary', 200, vocabulary());
  api.on('GET company/features', 200, { data: { feature_details: { ats: features } } });
  api.on('GET invites', 200, {
    data: { invites: [{ id: 5, kind: 'user', email: 'new@acme.test', name: 'New', designation: 'Recruiter', roles: ['company_ta'], expires_at: '2026-12-01T00:00:00Z' }] },
  });
  api.on('GET designations', 200, { data: { designations: [{ id: 1, title: 'Recruiter' }, { id: 2, title: 'Engineer' }] } });
}

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('company settings', () => {
  it('opens the users section by default with users, roles, status and pending invites', async () => {
    mockTeam(['company_admin']);
    const { location } = renderApp('/company-settings');
    await waitFor(() => expect(location()).toBe('/company-settings/users'));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Raj Recruiter')).toBeInTheDocument();
    expect(within(table).queryByText('Talent Co')).toBeNull();
    expect(within(table).getByText('Deactivated')).toBeInTheDocument();
    expect(within(table).getAllByText('TA').length).toBeGreaterThan(0);
    expect(await screen.findByText('new@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Designations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Raj Recruiter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Tara Admin' })).toBeNull();
  });

  it('hides the admin actions and sections from a TA', async () => {
    mockTeam(['company_ta']);
    renderApp('/company-settings/users');
    await screen.findByText('Raj Recruiter');
    expect(screen.queryByRole('button', { name: /^Deactivate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change roles/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Features' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeInTheDocument();
  });

  it('shows the 403 page to a panel member', async () => {
    mockTeam(['company_panel']);
    renderApp('/company-settings/users');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });

  it('invites a user: designation and roles first, then the toast', async () => {
    mockTeam(['company_admin']);
    api.on('POST users/invite', 200, { data: { invite: { id: 6 } } });
    renderApp('/company-settings/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Please select a designation and roles')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Designation/), 'Sourcer');
    await user.click(within(dialog).getByRole('combobox', { name: /^Roles/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('Agency')).toBeNull();
    expect(within(listbox).queryByText('Platform admin')).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'TA' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent successfully')).toBeInTheDocument();
    expect(api.callsTo('POST users/invite')[0].body).toEqual({ email: 'sam@acme.test', designation: 'Sourcer', roles: ['company_ta'] });
  });

  it('marks the employee role Upgrade plan and disables it when referrals are off', async () => {
    mockTeam(['company_admin'], { referral: false });
    renderApp('/company-settings/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /^Roles/ }));
    const employee = await screen.findByRole('option', { name: /Employee/ });
    expect(within(employee).getByText('Upgrade plan')).toBeInTheDocument();
    expect(employee).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the server field error under the email', async () => {
    mockTeam(['company_admin']);
    api.on('POST users/invite', 409, { error_messages: { email: ['User already exists'] } });
    renderApp('/company-settings/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Email/), 'raj@acme.test');
    await user.type(within(dialog).getByLabelText(/^Designation/), 'Recruiter');
    await user.click(within(dialog).getByRole('combobox', { name: /^Roles/ }));
    await user.click(await screen.findByRole('option', { name: 'TA' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('User already exists')).toBeInTheDocument();
  });

  it('invites an agency: name and email both required', async () => {
    mockTeam(['company_admin']);
    api.on('POST agencies/invite', 200, { data: { invite: { id: 7 } } });
    renderApp('/company-settings/agencies');
    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(await within(table).findAllByText('Talent Co')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite agency' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Agency name/), 'Hire Co');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Please enter the agency name and email')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'jobs@hire.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Agency invite sent successfully')).toBeInTheDocument();
    expect(api.callsTo('POST agencies/invite')[0].body).toEqual({ agency_name: 'Hire Co', email: 'jobs@hire.test' });
    expect(api.callsTo('GET invites').some((call) => call.query.includes('kind=agency'))).toBe(true);
  });

  it('resends and cancels a pending invite', async () => {
    mockTeam(['company_admin']);
    api.on('POST invites/5/resend', 200, { data: { invite: { id: 5 } } });
    api.on('POST invites/5/revoke', 200, { data: { message: 'ok' } });
    renderApp('/company-settings/users');
    const user = userEvent.setup();
    const invites = await screen.findByRole('table', { name: 'Pending user invites' });
    await user.click(await within(invites).findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Invite sent again')).toBeInTheDocument();
    await user.click(within(invites).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Invite cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST invites/5/revoke')).toHaveLength(1);
  });

  it('deactivates a user after a confirmation', async () => {
    mockTeam(['company_admin']);
    api.on('POST users/8/deactivate', 200, { data: { user: { ...users[1], active: false } } });
    renderApp('/company-settings/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Raj Recruiter' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Deactivate Raj Recruiter\?/)).toBeInTheDocument();
    expect(api.callsTo('POST users/8/deactivate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
    expect(api.callsTo('POST users/8/deactivate')).toHaveLength(1);
  });

  it('changes roles', async () => {
    mockTeam(['company_admin']);
    api.on('PUT users/8/roles', 200, { data: { user: users[1] } });
    renderApp('/company-settings/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change roles of Raj Recruiter' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Interviewer'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Roles updated')).toBeInTheDocument();
    expect(api.callsTo('PUT users/8/roles')[0].body).toEqual({ roles: ['company_ta', 'company_panel'] });
  });

  it('turns a feature flag on', async () => {
    mockTeam(['company_admin']);
    api.on('PUT company/features', 200, { data: { feature_details: { ats: { referral: true, requisition_approval: true } } } });
    renderApp('/company-settings/features');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Job approval' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Feature updated')).toBeInTheDocument();
    expect(api.callsTo('PUT company/features')[0].body).toEqual({ group: 'ats', feature: 'requisition_approval', enabled: true });
  });

  it('adds a designation', async () => {
    mockTeam(['company_admin']);
    api.on('POST designations', 200, { data: { designation: { id: 3, title: 'Sourcer' } } });
    renderApp('/company-settings/designations');
    const user = userEvent.setup();
    expect(await screen.findByText('Engineer')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New designation'), 'Sourcer');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Designation saved')).toBeInTheDocument();
    expect(api.callsTo('POST designations')[0].body).toEqual({ title: 'Sourcer' });
  });
});

describe('user page', () => {
  it('shows the user with the admin actions', async () => {
    mockTeam(['company_admin']);
    api.on('GET users/8', 200, { data: { user: users[1] } });
    renderApp('/users/8');
    expect(await screen.findByRole('heading', { name: 'Raj Recruiter' })).toBeInTheDocument();
    expect(screen.getByText('Recruiter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Raj Recruiter' })).toBeInTheDocument();
  });
});
