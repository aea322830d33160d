import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  api.on('GET profile', 200, { data: { id: 7, email: 'ta@demo.hirekit.test', name: 'Tara Admin', time_zone: 'Asia/Kolkata', roles: ['company_admin'] } });
});
afterEach(() => vi.unstubAllGlobals());

describe('profile page', () => {
  it('saves the name and time zone', async () => {
    logIn(['company_admin']);
    api.on('PUT profile', 200, { data: { id: 7, name: 'Tara A', time_zone: 'Asia/Kolkata' } });
    renderApp('/profile');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata');
    await user.clear(name);
    await user.type(name, 'Tara A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.callsTo('PUT profile')[0].body).toEqual({ name: 'Tara A', time_zone: 'Asia/Kolkata' });
    expect(readSession()?.name).toBe('Tara A');
  });

  it('changes the password and keeps the new token', async () => {
    const session = logIn(['company_admin']);
    const newToken = session.token.replace('.sig', '.new');
    api.on('POST profile/password', 200, { data: { token: newToken } });
    renderApp('/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'new password 2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(readSession()?.token).toBe(newToken);
  });

  it('signs out everywhere and ends the local session', async () => {
    logIn(['company_admin']);
    api.on('POST profile/sign-out-everywhere', 200, { data: { message: 'ok' } });
    const { location } = renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(readSession()).toBeNull();
  });
});
