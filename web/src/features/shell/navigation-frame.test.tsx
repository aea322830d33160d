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

// sidebarLinks waits for the server's answer: until then the sidebar is busy.
async function sidebarLinks() {
  const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0];
  await waitFor(() => expect(nav).toHaveAttribute('aria-busy', 'false'));
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Tara Admin/ }));
  return user;
}

describe('sidebar', () => {
  it('shows an admin every ATS page and Manage company in the profile menu', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual(['Home', 'Jobs', 'Candidates', 'Interviews', 'Recruitment Setup', 'Notifications', 'Analytics']);
    await openMenu();
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Manage company', 'Contact us', 'Feedback', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:support@hirekit.dev');
  });

  it('shows a TA the same pages without Manage company', async () => {
    logIn(['company_ta']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
    renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual(['Home', 'Jobs', 'Candidates', 'Interviews', 'Recruitment Setup', 'Notifications', 'Analytics']);
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Manage company' })).toBeNull();
  });

  it('shows an agency Home, Jobs and Notifications', async () => {
    logIn(['agency']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['agency'] }));
    renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual(['Home', 'Jobs', 'Notifications']);
  });

  it('gives an employee the Refer action', async () => {
    logIn(['company_employee']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_employee'] }));
    renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual(['Home', 'Notifications', 'Refer']);
  });

  it('shows a smart-search-only company Home and Smart search', async () => {
    logIn(['company_ta']);
    api.on('GET notifications/get-unread-count', 200, { data: { ...unreadCount({ roles: ['company_ta'] }).data, feature_details: { ats: { smart_search_only: true } } } });
    renderApp('/dashboard');
    await screen.findByText('Welcome, Tara Admin');
    expect(await sidebarLinks()).toEqual(['Home', 'Smart search']);
  });

  it('shows the screening pages on /screeno', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    renderApp('/screeno/jobs');
    expect(await sidebarLinks()).toEqual(['Home', 'Jobs', 'Credits', 'Integrations']);
  });

  it('shows a platform admin the Platform page in the menu', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    renderApp('/dashboard');
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Platform' })).toHaveAttribute('href', '/platform');
  });
});

describe('feedback form', () => {
  it('needs a score, then sends the feedback and thanks', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    api.on('POST submit-product-feedback', 200, { data: { message: 'ok' } });
    renderApp('/screeno');
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Product name')).toHaveValue('Hirekit Screeno');
    await user.type(within(dialog).getByLabelText('Description'), 'Fast search');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please select a score value')).toBeInTheDocument();
    expect(api.callsTo('POST submit-product-feedback')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '8' }));
    expect(within(dialog).queryByText('Please select a score value')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your valuable feedback!')).toBeInTheDocument();
    expect(api.callsTo('POST submit-product-feedback')[0].body).toEqual({ product_name: 'Hirekit Screeno', description: 'Fast search', score: 8 });
  });
});

describe('navigation', () => {
  it('reads the context again on the next page, so a deactivated user ends at the login', async () => {
    logIn(['company_ta']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
    api.on('GET notifications/get-unread-count', 401, { error_messages: 'Your session has ended, please log in again' });
    const { location } = renderApp('/dashboard');
    await screen.findByText('Welcome, Tara Admin');
    const user = userEvent.setup();
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0];
    await user.click(within(nav).getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(location()).toBe('/login?returnUrl=%2Fjobs'));
  });
});
