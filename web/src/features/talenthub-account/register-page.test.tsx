import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import { holdGoogleToken } from './google';
import { hubSignedIn } from './test-fixtures';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  localStorage.clear();
  sessionStorage.clear();
  api.on('GET talenthub/sign-in-options', 200, { data: { google: null, email_code: true } });
  api.on('GET talenthub/candidate/session', 200, { data: { candidate: hubSignedIn().data.candidate } });
  api.on('GET talenthub/candidate/applications', 200, { data: { applications: [] } });
});
afterEach(() => vi.unstubAllGlobals());

async function withCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
  await user.type(await screen.findByLabelText(/Sign-in code/), '654321');
  await user.type(screen.getByLabelText(/Full name/), 'Asha K');
}

describe('talenthub register', () => {
  it('asks for the terms first', async () => {
    api.on('POST talenthub/candidates/send-code', 200, { data: { message: 'sent' } });
    renderApp('/talenthub/register');
    const user = userEvent.setup();
    await withCode(user);
    await user.type(screen.getByLabelText(/Username/), 'asha');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Please accept the terms!')).not.toHaveLength(0);
    expect(api.callsTo('POST talenthub/candidates')).toHaveLength(0);
  });

  it('asks for a username', async () => {
    api.on('POST talenthub/candidates/send-code', 200, { data: { message: 'sent' } });
    renderApp('/talenthub/register');
    const user = userEvent.setup();
    await withCode(user);
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Please enter a username')).not.toHaveLength(0);
  });

  it('shows a taken username on its field', async () => {
    api.on('POST talenthub/candidates/send-code', 200, { data: { message: 'sent' } });
    api.on('POST talenthub/candidates', 400, { error_messages: { username: ['This username is already taken'] } });
    renderApp('/talenthub/register');
    const user = userEvent.setup();
    await withCode(user);
    await user.type(screen.getByLabelText(/Username/), 'taken');
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This username is already taken')).not.toHaveLength(0);
    expect(readSession()).toBeNull();
  });

  it('creates the account with the code and goes to the dashboard', async () => {
    api.on('POST talenthub/candidates/send-code', 200, { data: { message: 'sent' } });
    api.on('POST talenthub/candidates', 200, hubSignedIn());
    const { location } = renderApp('/talenthub/register');
    const user = userEvent.setup();
    await withCode(user);
    await user.type(screen.getByLabelText(/Username/), 'asha');
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/talenthub/dashboard'));
    expect(api.callsTo('POST talenthub/candidates')[0].body).toEqual({
      code: '654321',
      email: 'asha@example.com',
      name: 'Asha K',
      username: 'asha',
      accept_terms: true,
    });
    expect(readSession()?.roles).toEqual(['talenthub_candidate']);
  });

  it('registers with the Google token the login page held', async () => {
    api.on('POST talenthub/candidates', 200, hubSignedIn('meera'));
    const idToken = makeToken({ email: 'meera@gmail.test', nonce: 'n1' });
    holdGoogleToken({ idToken, nonce: 'n1', returnUrl: '/talenthub/candidate/dashboard', intent: 'login', email: 'meera@gmail.test', name: 'Meera', picture: 'https://lh3.example/p.png' });
    const { location } = renderApp('/talenthub/register?email=meera%40gmail.test');
    const user = userEvent.setup();
    expect(await screen.findByText('Signed in with Google as meera@gmail.test')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Sign-in code/)).toBeNull();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Meera');
    await user.type(screen.getByLabelText(/Username/), 'meera');
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/talenthub/candidate/dashboard'));
    expect(api.callsTo('POST talenthub/candidates')[0].body).toMatchObject({ access_token: idToken, nonce: 'n1', email: 'meera@gmail.test', username: 'meera' });
  });
});
