import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '../../api/session';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  api.on('GET notifications/get-unread-count', 200, unreadCount());
});
afterEach(() => vi.unstubAllGlobals());

describe('email verify page', () => {
  it('verifies the token once, updates the session, toasts and goes to /dashboard', async () => {
    const session = logIn(['company_admin']);
    saveSession({ ...session, emailVerified: false, companyApproved: false });
    const release = api.hold('POST users/verify-email');
    const { location } = renderApp('/email-verify/vfy-token');
    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    release(200, { data: { email_verified: true, company_approved: true } });
    expect(await screen.findByText('Email verified!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.callsTo('POST users/verify-email').map((call) => call.body)).toEqual([{ verify_token: 'vfy-token' }]);
    expect(readSession()).toMatchObject({ emailVerified: true, companyApproved: true });
  });

  it('shows the server text and a link to /login for a used link', async () => {
    api.on('POST users/verify-email', 400, { error_messages: 'This verification link is invalid or has expired' });
    const { location } = renderApp('/email-verify/used');
    expect(await screen.findByText('This verification link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(location()).toBe('/email-verify/used');
  });

  it('works without a login and then asks for one', async () => {
    api.on('POST users/verify-email', 200, { data: { email_verified: true, company_approved: false } });
    const { location } = renderApp('/email-verify/vfy-token');
    expect(await screen.findByText('Email verified!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login?returnUrl=%2Fdashboard'));
    expect(readSession()).toBeNull();
  });

  it('sends the token only once under StrictMode (a token works once)', async () => {
    api.on('POST users/verify-email', 200, { data: { email_verified: true, company_approved: true } });
    renderApp('/email-verify/once', { strict: true });
    expect(await screen.findByText('Email verified!')).toBeInTheDocument();
    expect(api.callsTo('POST users/verify-email')).toHaveLength(1);
  });
});
