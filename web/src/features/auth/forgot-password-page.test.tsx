import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

async function ask(email = 'founder@acme.test') {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/Email/));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('forgot password page', () => {
  it('shows the form with a link back to /login and no empty submit', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('posts the email, reads Please wait... while busy and toasts success', async () => {
    const release = api.hold('POST users/forgot-password');
    renderApp('/forgot-password');
    await ask(' founder@acme.test ');
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    release(200, { data: { message: 'Email sent with reset password instructions' } });
    expect(await screen.findByText('Email sent with reset password instructions')).toBeInTheDocument();
    expect(api.callsTo('POST users/forgot-password')[0].body).toEqual({ email: 'founder@acme.test' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('toasts Something went wrong on failure', async () => {
    api.on('POST users/forgot-password', 429, { error_messages: 'Too many attempts, please try again in 5 minutes.' });
    renderApp('/forgot-password');
    await ask();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
