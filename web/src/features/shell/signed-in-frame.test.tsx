import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '../../api/session';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const banner = 'Please verify your email address. We have sent a verification link to ta@demo.hirekit.test.';

describe('home page', () => {
  it('shows Home, a loading state, then the user and company from get-unread-count', async () => {
    logIn(['company_admin'], { company_id: 1 });
    const release = api.hold('GET notifications/get-unread-count');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    release(200, unreadCount());
    expect(await screen.findByText('Welcome, Tara Admin')).toBeInTheDocument();
    expect(screen.getByText('Acme Robotics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tara Admin/ })).toBeInTheDocument();
    expect(api.callsTo('GET notifications/get-unread-count')[0].query).toBe('?company_id=1');
  });
});

describe('signed-in frame', () => {
  it.each([
    ['/dashboard', 'Hirekit'],
    ['/jobs', 'Hirekit'],
    ['/screeno/jobs', 'Hirekit Screeno'],
    ['/wand', 'Hirekit Wand'],
  ])('on %s names the product %s', async (url, name) => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    renderApp(url);
    expect(await screen.findByText(name, { selector: 'header p' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', '/login'],
    ['/jobs?page=2', '/login'],
    ['/screeno/jobs', '/screeno/login'],
    ['/wand', '/wand/login'],
  ])('logs out from %s to %s, clearing the session and the profile', async (url, login) => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    const { location } = renderApp(url);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Tara Admin/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Successfully logged out!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(login));
    expect(readSession()).toBeNull();
    expect(screen.queryByText('Please log in to continue!')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('still sends a visitor whose session expired (a 401) to the login with returnUrl and a toast', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 401, { error_messages: 'Please log in' });
    const { location } = renderApp('/jobs');
    await waitFor(() => expect(location()).toBe('/login?returnUrl=%2Fjobs'));
    expect(await screen.findByText('Please log in to continue!')).toBeInTheDocument();
  });
});

describe('verification banner', () => {
  it('shows when get-unread-count says the email is not verified', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ email: 'ta@demo.hirekit.test', email_verified: false }));
    renderApp('/dashboard');
    expect(await screen.findByText(banner)).toBeInTheDocument();
  });

  it('is absent when the email is verified, whatever the session said', async () => {
    const session = logIn(['company_admin']);
    saveSession({ ...session, emailVerified: false });
    api.on('GET notifications/get-unread-count', 200, unreadCount({ email_verified: true }));
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Tara Admin')).toBeInTheDocument();
    expect(screen.queryByText(banner)).toBeNull();
    await waitFor(() => expect(readSession()?.emailVerified).toBe(true));
  });

  it('falls back to the session when get-unread-count fails', async () => {
    const session = logIn(['company_admin']);
    saveSession({ ...session, emailVerified: false });
    api.on('GET notifications/get-unread-count', 500, null);
    renderApp('/dashboard');
    expect(await screen.findByText(banner)).toBeInTheDocument();
  });

  it('resends the email and toasts', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ email_verified: false }));
    api.on('POST users/resend-verification', 200, { data: { message: 'Verification email sent' } });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(api.callsTo('POST users/resend-verification')).toHaveLength(1);
  });

  it('toasts the server text when resending fails', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ email_verified: false }));
    api.on('POST users/resend-verification', 429, { error_messages: 'Too many emails sent, please try again later.' });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Too many emails sent, please try again later.')).toBeInTheDocument();
  });

  it('disappears after a 409 when the server now says verified', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ email_verified: false }));
    api.on('GET notifications/get-unread-count', 200, unreadCount({ email_verified: true }));
    api.on('POST users/resend-verification', 409, { error_messages: 'Your email is already verified' });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Your email is already verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(banner)).toBeNull());
  });
});
