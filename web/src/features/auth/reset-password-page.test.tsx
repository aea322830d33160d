import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/Confirm password/));
  await user.paste(confirm);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return user;
}

describe('reset password page', () => {
  it('shows two password fields and a Login now link', async () => {
    renderApp('/reset-password/rst-token');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/Confirm password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Login now' })).toHaveAttribute('href', '/login');
  });

  it('says Passwords should match and sends nothing when they differ', async () => {
    renderApp('/reset-password/rst-token');
    const user = await choose('new password 1', 'new password 2');
    expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription('Passwords should match');
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText(/Confirm password/), 'x');
    expect(screen.queryByText('Passwords should match')).toBeNull();
  });

  it('posts the password with the token, reads Please wait... while busy, toasts and goes to /login', async () => {
    const release = api.hold('POST users/reset-password');
    const { location } = renderApp('/reset-password/rst-token');
    await choose('new password 1', 'new password 1');
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    release(200, { data: { message: 'Password set successfully!' } });
    expect(await screen.findByText('Password set successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.callsTo('POST users/reset-password')[0].body).toEqual({ password: 'new password 1', reset_password_token: 'rst-token' });
  });

  it('toasts the server text on failure', async () => {
    api.on('POST users/reset-password', 400, { error_messages: 'This reset link is invalid or has expired' });
    const { location } = renderApp('/reset-password/used');
    await choose('new password 1', 'new password 1');
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeInTheDocument();
    expect(location()).toBe('/reset-password/used');
  });

  it('toasts Something went wrong when the server says nothing', async () => {
    api.on('POST users/reset-password', 502, null);
    renderApp('/reset-password/rst-token');
    await choose('new password 1', 'new password 1');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
