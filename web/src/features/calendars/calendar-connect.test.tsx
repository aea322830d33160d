import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { resultKey } from './result-store';

let api: ReturnType<typeof mockApi>;
let popup: { location: { href: string }; close: ReturnType<typeof vi.fn>; closed: boolean };
let open: ReturnType<typeof vi.fn>;

const providers = [
  { name: 'google', available: true, durations: [15, 30, 45, 60] },
  { name: 'outlook', available: false, durations: [30, 60] },
];
const none = { data: { state: '', connections: [], providers } };
const googleConnection = {
  provider: 'google',
  account_email: 'ta@demo.hirekit.test',
  state: 'connected',
  error: '',
  permissions_url: 'https://myaccount.google.com/permissions',
  connected_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const connected = { data: { state: 'google_connected', connections: [googleConnection], providers } };
const redirect = (transaction_id: string) => ({
  data: { state: '', google_url: 'https://accounts.example/auth?state=s', outlook_url: null, transaction_id, connection: null },
});

beforeEach(() => {
  localStorage.clear();
  api = mockApi();
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  api.on('GET profile', 200, { data: { id: 7, email: 'ta@demo.hirekit.test', name: 'Tara Admin', time_zone: 'Asia/Kolkata', roles: ['company_admin'] } });
  popup = { location: { href: '' }, close: vi.fn(), closed: false };
  open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
});
afterEach(() => vi.unstubAllGlobals());

async function startGoogle(transactionId: string) {
  api.on('GET oauth/generate-redirect-url', 200, redirect(transactionId));
  renderApp('/profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Connect Google' }));
  expect(await screen.findByText('Waiting for Google: finish in the window that opened.')).toBeInTheDocument();
  await waitFor(() => expect(popup.location.href).toBe('https://accounts.example/auth?state=s'));
  return user;
}

describe('calendar connect widget', () => {
  it('offers the configured providers and says why one is not', async () => {
    logIn(['company_admin']);
    api.on('GET oauth/calendar-connections', 200, none);
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeEnabled();
    const outlook = screen.getByRole('button', { name: 'Connect Outlook' });
    expect(outlook).toBeDisabled();
    expect(outlook).toHaveAccessibleDescription('Outlook is not set up on this server.');
  });

  it('opens the consent page in a popup, polls every second and shows the success', async () => {
    logIn(['company_admin']);
    api.on('GET oauth/calendar-connections', 200, none).on('GET oauth/calendar-connections', 200, connected);
    await startGoogle('tx-ok');
    expect(open).toHaveBeenCalledWith('', 'hirekit-calendar', expect.stringContaining('popup'));
    expect(api.callsTo('GET oauth/generate-redirect-url')[0].query).toContain('kind=calendar');
    expect(api.callsTo('GET oauth/generate-redirect-url')[0].query).toContain('redirect_url=%2Foauth-redirect-callback');
    localStorage.setItem(resultKey('tx-ok'), JSON.stringify({ status: 'success' }));
    expect(await screen.findByText('Successfully integrated!', {}, { timeout: 2500 })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(localStorage.getItem(resultKey('tx-ok'))).toBeNull();
    expect(await screen.findByText('Connected to Google')).toBeInTheDocument();
    expect(screen.getByText(/ta@demo\.hirekit\.test/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Google' })).not.toBeInTheDocument();
  });

  it('polls the key every 1000 ms', async () => {
    const every = vi.spyOn(window, 'setInterval');
    logIn(['company_admin']);
    api.on('GET oauth/calendar-connections', 200, none);
    await startGoogle('tx-timing');
    expect(every).toHaveBeenCalledWith(expect.any(Function), 1000);
    every.mockRestore();
  });

  it.each([
    ['email_mismatch', 'Please authorize with registered email!'],
    ['access_denied', 'Please accept all the scopes!'],
    ['consent_required', 'Please accept all the scopes!'],
    ['scope_not_accepted', 'Please accept all the scopes!'],
    ['jwt_error', 'Something went wrong!'],
  ])('shows %s as the spec says and offers a retry', async (status, text) => {
    logIn(['company_admin']);
    api.on('GET oauth/calendar-connections', 200, none);
    const user = await startGoogle(`tx-${status}`);
    localStorage.setItem(resultKey(`tx-${status}`), JSON.stringify({ status }));
    const alert = await within(screen.getByRole('region', { name: 'Calendar' })).findByRole('alert', {}, { timeout: 2500 });
    expect(alert).toHaveTextContent(text);
    expect(popup.close).toHaveBeenCalled();
    // The toast says it too.
    expect(await screen.findAllByText(text)).toHaveLength(2);
    api.set('GET oauth/generate-redirect-url', 200, redirect('tx-again'));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for Google: finish in the window that opened.')).toBeInTheDocument();
    expect(api.callsTo('GET oauth/generate-redirect-url')).toHaveLength(2);
  });

  it('asks to revoke access, with a link to the permissions page', async () => {
    logIn(['company_admin']);
    api.on('GET oauth/calendar-connections', 200, none);
    await startGoogle('tx-revoke');
    localStorage.setItem(resultKey('tx-revoke'), JSON.stringify({ status: 'refresh_token_not_present' }));
    const alert = await within(screen.getByRole('region', { name: 'Calendar' })).findByRole('alert', {}, { timeout: 2500 });
    expect(alert).toHaveTextContent('Please revoke access and try again');
    expect(within(alert).getByRole('link', { name: /permissions page/ })).toHaveAttribute('href', 'https://myaccount.google.com/permissions');
  });

  it('shows an errored connection with the hint, and disconnects', async () => {
    logIn(['company_admin']);
    const errored = { ...googleConnection, state: 'errored', error: 'Please revoke access and try again' };
    api.on('GET oauth/calendar-connections', 200, { data: { state: 'google_errored', connections: [errored], providers } });
    api.on('DELETE oauth/calendar-connections/google', 200, none);
    renderApp('/profile');
    expect(await screen.findByText('Google refused access')).toBeInTheDocument();
    expect(screen.getByText(/Please revoke access and try again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /permissions page/ })).toHaveAttribute('href', 'https://myaccount.google.com/permissions');
    expect(screen.getByRole('button', { name: 'Connect Google' })).toBeEnabled();
    api.set('GET oauth/calendar-connections', 200, none);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Calendar disconnected')).toBeInTheDocument();
    expect(api.callsTo('DELETE oauth/calendar-connections/google')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Google refused access')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Connect Outlook' })).toBeDisabled();
  });

  it('shows which account is connected, by the provider’s immutable id', async () => {
    logIn(['company_admin']);
    const outlookConnection = { ...googleConnection, provider: 'outlook', account_name: 'Ta Demo', account_id: '72f988bf-tenant/3f2a-object' };
    api.on('GET oauth/calendar-connections', 200, { data: { state: 'outlook_connected', connections: [outlookConnection], providers } });
    renderApp('/profile');
    expect(await screen.findByText(/Ta Demo · account ID 72f988bf-tenant\/3f2a-object/)).toBeInTheDocument();
  });

  it('disconnects a connected calendar', async () => {
    logIn(['company_admin']);
    api.on('GET oauth/calendar-connections', 200, connected);
    api.on('DELETE oauth/calendar-connections/google', 200, none);
    renderApp('/profile');
    expect(await screen.findByText('Connected to Google')).toBeInTheDocument();
    api.set('GET oauth/calendar-connections', 200, none);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Calendar disconnected')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeInTheDocument();
    expect(screen.queryByText('Connected to Google')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the popup', async () => {
    logIn(['company_admin']);
    open.mockReturnValue(null);
    api.on('GET oauth/calendar-connections', 200, none);
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google' }));
    expect(await within(screen.getByRole('region', { name: 'Calendar' })).findByRole('alert')).toHaveTextContent('Your browser blocked the window.');
    expect(api.callsTo('GET oauth/generate-redirect-url')).toHaveLength(0);
  });

  it('stops waiting on Cancel and closes the popup', async () => {
    logIn(['company_admin']);
    api.on('GET oauth/calendar-connections', 200, none);
    const user = await startGoogle('tx-cancel');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(popup.close).toHaveBeenCalled();
    expect(screen.queryByText(/Waiting for Google/)).not.toBeInTheDocument();
  });

  it('is not shown without the permission', async () => {
    logIn(['company_employee']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_employee'] }));
    renderApp('/profile');
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByText('Calendar')).not.toBeInTheDocument();
    expect(api.callsTo('GET oauth/calendar-connections')).toHaveLength(0);
  });
});
