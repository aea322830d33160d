import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../api/session';
import { renderApp } from '../test/render-app';
import { logIn, makeToken } from '../test/tokens';

describe('root redirect', () => {
  it('sends anyone logged out to /login', async () => {
    const { location } = renderApp('/');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it.each(['candidate', 'talenthub_candidate'])('sends a %s to /talenthub/dashboard', async (role) => {
    logIn([role]);
    const { location } = renderApp('/');
    await waitFor(() => expect(location()).toBe('/talenthub/dashboard'));
  });

  it('sends a company user to /dashboard', async () => {
    logIn(['company_ta']);
    const { location } = renderApp('/');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('treats an expired token as logged out', async () => {
    logIn(['company_ta'], { exp: Math.floor(Date.now() / 1000) - 10 });
    const { location } = renderApp('/');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('treats an unreadable token as logged out', async () => {
    const session = logIn(['company_ta']);
    saveSession({ ...session, token: 'not-a-jwt' });
    const { location } = renderApp('/');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('treats a token without exp as logged out', async () => {
    const session = logIn(['company_ta']);
    saveSession({ ...session, token: makeToken({ sub: 7 }) });
    const { location } = renderApp('/');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('protected routes', () => {
  it.each([
    ['/jobs', '/login?returnUrl=%2Fjobs'],
    ['/candidates?navigation_token=v1.abc', '/login?returnUrl=%2Fcandidates%3Fnavigation_token%3Dv1.abc'],
    ['/candidate-application-status/abc123', '/candidate-login?returnUrl=%2Fcandidate-application-status%2Fabc123'],
    ['/screeno/jobs', '/screeno/login?returnUrl=%2Fscreeno%2Fjobs'],
    ['/screeno', '/screeno/login?returnUrl=%2Fscreeno'],
    ['/wand', '/wand/login?returnUrl=%2Fwand'],
    ['/talenthub/dashboard', '/talenthub/login?returnUrl=%2Ftalenthub%2Fdashboard'],
  ])('%s sends a logged-out visitor to %s with a toast', async (url, target) => {
    const { location } = renderApp(url);
    await waitFor(() => expect(location()).toBe(target));
    expect(await screen.findByText('Please log in to continue!')).toBeInTheDocument();
  });

  it.each(['/screeno', '/screeno/credits', '/wand'])('sends a candidate at %s to /talenthub/dashboard', async (url) => {
    logIn(['candidate']);
    const { location } = renderApp(url);
    await waitFor(() => expect(location()).toBe('/talenthub/dashboard'));
  });

  it('shows a candidate the 403 page on a company page', async () => {
    logIn(['candidate']);
    renderApp('/jobs');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });

  it('lets a candidate open the application status page', async () => {
    logIn(['candidate']);
    renderApp('/candidate-application-status/abc123');
    expect(await screen.findByRole('heading', { name: 'Application status' })).toBeInTheDocument();
  });

  it('lets a company user open a company page', async () => {
    logIn(['company_admin']);
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New chart' })).toHaveAttribute('href', '/analytics/metrics-explorer');
  });

  it('opens public pages without a login', async () => {
    const { location } = renderApp('/talenthub/jobs');
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(location()).toBe('/talenthub/jobs');
  });

  it('sends the visitor to the login when the session is cleared on the page (a 401)', async () => {
    logIn(['company_ta']);
    const { location } = renderApp('/interviews');
    expect(await screen.findByRole('heading', { name: 'Interviews' })).toBeInTheDocument();
    act(() => clearSession());
    await waitFor(() => expect(location()).toBe('/login?returnUrl=%2Finterviews'));
    expect(await screen.findByText('Please log in to continue!')).toBeInTheDocument();
  });
});
