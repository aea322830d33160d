import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import { googleAuthorizeUrl } from './google';
import { referralKey } from './referral';
import { hubSignedIn } from './test-fixtures';

let api: ReturnType<typeof mockApi>;

const noGoogle = { data: { google: null, email_code: true } };
const withGoogle = { data: { google: { client_id: 'hub-client', auth_url: 'https://accounts.example.test/o/oauth2/v2/auth' }, email_code: true } };
const dashboardCalls = () => {
  api.on('GET talenthub/candidate/session', 200, { data: { candidate: hubSignedIn().data.candidate } });
  api.on('GET talenthub/candidate/applications', 200, { data: { applications: [] } });
};

beforeEach(() => {
  api = mockApi();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

async function askCode(user: ReturnType<typeof userEvent.setup>, email = 'asha@example.com') {
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
  await user.type(await screen.findByLabelText(/Sign-in code/), '123456');
}

describe('talenthub login', () => {
  it('signs in with an emailed code and goes to returnUrl', async () => {
    api.on('GET talenthub/sign-in-options', 200, noGoogle);
    api.on('POST talenthub/candidates/send-code', 200, { data: { message: 'We have sent a sign-in code to this email. It works for 10 minutes.' } });
    api.on('POST talenthub/candidates/login', 200, hubSignedIn());
    dashboardCalls();
    const { location } = renderApp('/talenthub/login?returnUrl=%2Ftalenthub%2Fcandidate%2Fdashboard');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Log in to talenthub' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await askCode(user);
    expect(screen.getByRole('status')).toHaveTextContent('We have sent a sign-in code');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/talenthub/candidate/dashboard'));
    expect(api.callsTo('POST talenthub/candidates/login')[0].body).toEqual({ email: 'asha@example.com', code: '123456' });
    expect(readSession()?.roles).toEqual(['talenthub_candidate']);
    expect(readSession()?.username).toBe('asha');
  });

  it('goes to registration with the email on a 404', async () => {
    api.on('GET talenthub/sign-in-options', 200, noGoogle);
    api.on('POST talenthub/candidates/send-code', 200, { data: { message: 'sent' } });
    api.on('POST talenthub/candidates/login', 404, { error_messages: 'There is no talenthub account with this email. Please register.' });
    const { location } = renderApp('/talenthub/login');
    const user = userEvent.setup();
    await askCode(user, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/talenthub/register?email=new%40example.com'));
    expect(await screen.findByText('There is no account with this email yet. Choose a username to create one.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('new@example.com');
  });

  it('shows the server’s refusal of a wrong code', async () => {
    api.on('GET talenthub/sign-in-options', 200, noGoogle);
    api.on('POST talenthub/candidates/send-code', 200, { data: { message: 'sent' } });
    api.on('POST talenthub/candidates/login', 400, { error_messages: 'This code is not valid. Please check the latest mail or ask for a new one.' });
    renderApp('/talenthub/login');
    const user = userEvent.setup();
    await askCode(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This code is not valid. Please check the latest mail or ask for a new one.')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('says Something went wrong! when the server fails', async () => {
    api.on('GET talenthub/sign-in-options', 200, noGoogle);
    api.on('POST talenthub/candidates/send-code', 500, { error_messages: 'Something went wrong' });
    renderApp('/talenthub/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('offers Google when the server has it, with a nonce and state', async () => {
    api.on('GET talenthub/sign-in-options', 200, withGoogle);
    renderApp('/talenthub/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    const url = new URL(googleAuthorizeUrl(withGoogle.data.google, 'login', null));
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('client_id')).toBe('hub-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/talenthub/login`);
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('posts the ID token Google returned, then sends the kept referral', async () => {
    api.on('GET talenthub/sign-in-options', 200, withGoogle);
    api.on('POST talenthub/candidates/login', 200, hubSignedIn());
    api.on('POST talenthub/candidate/mark-referral', 200, { data: { recorded: true, message: 'Referral recorded.' } });
    dashboardCalls();
    localStorage.setItem(referralKey, 'ravi');
    const url = new URL(googleAuthorizeUrl(withGoogle.data.google, 'login', '/talenthub/dashboard'));
    const nonce = url.searchParams.get('nonce');
    const state = url.searchParams.get('state') ?? '';
    const idToken = makeToken({ email: 'asha@example.com', nonce, name: 'Asha K' });
    const { location } = renderApp(`/talenthub/login#id_token=${idToken}&state=${state}`);
    await waitFor(() => expect(location()).toBe('/talenthub/dashboard'));
    expect(api.callsTo('POST talenthub/candidates/login')[0].body).toEqual({ email: 'asha@example.com', access_token: idToken, nonce });
    expect(api.callsTo('POST talenthub/candidate/mark-referral')[0].body).toEqual({ ref: 'ravi' });
    expect(localStorage.getItem(referralKey)).toBeNull();
  });

  it('refuses a Google answer with another state', async () => {
    api.on('GET talenthub/sign-in-options', 200, withGoogle);
    googleAuthorizeUrl(withGoogle.data.google, 'login', null);
    renderApp(`/talenthub/login#id_token=${makeToken({ email: 'a@b.c' })}&state=forged`);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(api.callsTo('POST talenthub/candidates/login')).toHaveLength(0);
  });

  it('keeps a ref from the link', async () => {
    api.on('GET talenthub/sign-in-options', 200, noGoogle);
    renderApp('/talenthub/login?ref=ravi');
    await screen.findByRole('heading', { name: 'Log in to talenthub' });
    expect(localStorage.getItem(referralKey)).toBe('ravi');
  });

  it('sends a signed-out visitor of the dashboard here with a toast', async () => {
    api.on('GET talenthub/sign-in-options', 200, noGoogle);
    const { location } = renderApp('/talenthub/dashboard');
    await waitFor(() => expect(location()).toBe('/talenthub/login?returnUrl=%2Ftalenthub%2Fdashboard'));
    expect(await screen.findByText('Please log in to continue!')).toBeInTheDocument();
  });
});
