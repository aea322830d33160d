import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { mockApi, unreadCount } from '../../test/api-mock';
import { authResult } from '../../test/auth-result';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const required = { data: { invite_status: 'user_password_required', email: 'sam@acme.test', designation: 'Recruiter', company_name: 'Acme Robotics' } };

describe('accept invite', () => {
  it.each([
    ['invalid_token', 'Invalid token'],
    ['invite_not_found', 'Invite not found'],
    ['user_already_exists', 'User already exists'],
  ])('shows %s as %s with a link to login', async (status, text) => {
    api.on('GET invite-status', 200, { data: { invite_status: status } });
    renderApp('/accept-invite/tok');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('GET invite-status')[0].query).toBe('?token=tok');
  });

  it('checks the password and the privacy policy, then signs in and goes to /dashboard', async () => {
    api.on('GET invite-status', 200, required);
    api.on('POST users/create-from-invite', 200, authResult('sam@acme.test', true));
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    const { location } = renderApp('/accept-invite/tok');
    expect(await screen.findByText('Join Acme Robotics on Hirekit')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@acme.test');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please enter a password')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please read and accept the privacy policy')).toBeInTheDocument();
    expect(api.callsTo('POST users/create-from-invite')).toHaveLength(0);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByLabelText('I accept the privacy policy and terms'));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(readSession()?.email).toBe('sam@acme.test');
    const call = api.callsTo('POST users/create-from-invite')[0];
    expect(call.query).toBe('?token=tok');
    expect(call.body).toEqual({ name: 'Sam', password: 'long enough 1', privacy_policy: true });
  });

  it('shows the server text when the signup fails', async () => {
    api.on('GET invite-status', 200, required);
    api.on('POST users/create-from-invite', 400, { error_messages: { password: ['Password must be at least 8 characters'] } });
    renderApp('/accept-invite/tok');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'short');
    await user.click(screen.getByLabelText('I accept the privacy policy and terms'));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('sends a signed-in person to /dashboard', async () => {
    logIn(['company_ta']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    const { location } = renderApp('/accept-invite/tok');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.callsTo('GET invite-status')).toHaveLength(0);
  });
});
