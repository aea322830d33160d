import { screen, waitFor, within } from '@testing-library/react';
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

describe('platform page', () => {
  it('is 403 for a company admin', async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    renderApp('/platform');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });

  it('lists companies, approves one and acts for it with the admin password', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET admin/companies', 200, {
      data: { companies: [{ id: 4, name: 'Acme', slug: 'acme', approved: false, signup_product: 'ats', users: 3 }] },
      meta: { page: 1, per_page: 20, total: 1 },
    });
    api.on('POST admin/companies/4/approve', 200, { data: { company: { id: 4, approved: true } } });
    api.on('POST login', 200, authResult('ta@demo.hirekit.test', true));
    const { location } = renderApp('/platform');
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(await within(table).findByText('Acme')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Company approved')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Act for this company' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'admin pass 1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    const login = api.callsTo('POST login')[0];
    expect(login.query).toBe('?admin=true&company_id=4');
    expect(login.body).toEqual({ email: 'ta@demo.hirekit.test', password: 'admin pass 1' });
    expect(readSession()?.userId).toBe(11);
  });
});
