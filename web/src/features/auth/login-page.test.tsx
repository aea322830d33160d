import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/tokens';

const fetchMock = vi.fn<typeof fetch>();

function loginAnswers(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function loginResult(roles = ['company_ta']) {
  const token = makeToken({ sub: 3, company_id: 1, roles, exp: Math.floor(Date.now() / 1000) + 3600 });
  return {
    data: {
      user: { id: 3, email: 'ta@demo.hirekit.test', roles, name: 'ta', email_verified: true },
      token,
      company: { id: 1, approved: true },
    },
  };
}

async function submit(email = 'ta@demo.hirekit.test', password = 'hirekit-demo', remember = false) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/Email/));
  await user.paste(email);
  await user.click(screen.getByLabelText(/Password/));
  await user.paste(password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('shows both tabs and the links on /login', async () => {
    renderApp('/login');
    expect(await screen.findByRole('tab', { name: 'For companies' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'For candidates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /Forgot password/ })).toHaveAttribute('href', '/forgot-password');
  });

  it.each([
    ['/screeno/login', '/screeno/register'],
    ['/wand/login', '/wand/register'],
  ])('hides the candidate tab on %s and links to %s', async (url, register) => {
    renderApp(url);
    expect(await screen.findByRole('tab', { name: 'For companies' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'For candidates' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', register);
  });

  it('posts the credentials, stores the session, toasts and follows returnUrl', async () => {
    loginAnswers(200, loginResult());
    const { location } = renderApp('/login?returnUrl=%2Fjobs%3Fpage%3D2');
    await submit('ta@demo.hirekit.test', 'hirekit-demo', true);
    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/jobs?page=2'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ta@demo.hirekit.test', password: 'hirekit-demo', remember_me: true });
    expect(readSession()).toMatchObject({ email: 'ta@demo.hirekit.test', roles: ['company_ta'], userId: 3, emailVerified: true, companyApproved: true });
  });

  it('passes admin and company_id through to the login call', async () => {
    loginAnswers(200, loginResult(['platform_admin']));
    renderApp('/login?admin=1&company_id=5');
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/login?admin=true&company_id=5');
  });

  it.each([
    ['/login?returnUrl=%2F%2Fevil.example', '/dashboard'],
    ['/login?returnUrl=https%3A%2F%2Fevil.example', '/dashboard'],
    ['/login', '/dashboard'],
    ['/screeno/login', '/screeno'],
    ['/wand/login', '/wand'],
  ])('from %s goes home to %s', async (url, home) => {
    loginAnswers(200, loginResult());
    const { location } = renderApp(url);
    await submit();
    await waitFor(() => expect(location()).toBe(home));
  });

  it('toasts the server text on failure', async () => {
    loginAnswers(401, { error_messages: 'Invalid email or password' });
    const { location } = renderApp('/login');
    await submit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('toasts Something went wrong when the server says nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    renderApp('/login');
    await submit();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
