import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { logIn } from '../../../test/tokens';
import { leverResultKey } from './lever-api';

let api: ReturnType<typeof mockApi>;
let popup: { location: { href: string }; close: ReturnType<typeof vi.fn>; closed: boolean };

const cards = (lever: string) => ({
  data: {
    external_ats_provider: lever === 'connected' ? 'lever' : null,
    integrations: [
      { kind: 'greenhouse', name: 'Greenhouse', status: 'disabled' },
      { kind: 'lever', name: 'Lever', status: lever },
      { kind: 'hirekit_ats', name: 'Hirekit ATS', status: 'disabled' },
      { kind: 'custom', name: 'Custom Integrations', status: 'disabled' },
    ],
  },
});

beforeEach(() => {
  localStorage.clear();
  logIn(['company_admin'], { company_id: 1 });
  api = mockApi();
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  popup = { location: { href: '' }, close: vi.fn(), closed: false };
  vi.stubGlobal('open', vi.fn(() => popup));
});
afterEach(() => vi.unstubAllGlobals());

describe('Lever card', () => {
  it('connects through the popup, polling each second for the stored status', async () => {
    api.on('GET screeno/integrations/status', 200, cards('not_connected'));
    api.on('GET screeno/integrations/status', 200, cards('connected'));
    api.on('GET oauth/generate-redirect-url', 200, { data: { state: 'not_connected', redirect_url: 'https://auth.lever.test/authorize?state=s', transaction_id: 'tx1', google_url: null, outlook_url: null } });
    renderApp('/screeno/integrations');
    const card = await screen.findByTestId('integration-lever');
    expect(within(card).getByText('Not connected')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(popup.location.href).toBe('https://auth.lever.test/authorize?state=s'));
    expect(api.callsTo('GET oauth/generate-redirect-url')[0].query).toContain('kind=ats');
    expect(within(card).getByText('Connecting…')).toBeInTheDocument();
    // The return page stores the status; the next poll reads it.
    localStorage.setItem(leverResultKey('tx1'), JSON.stringify({ status: 'success' }));
    expect(await screen.findByText('Successfully integrated!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(localStorage.getItem(leverResultKey('tx1'))).toBeNull();
  });

  it('hints at revoking at Lever when no refresh token came back', async () => {
    api.on('GET screeno/integrations/status', 200, cards('not_connected'));
    api.on('GET oauth/generate-redirect-url', 200, { data: { state: 'not_connected', redirect_url: 'https://auth.lever.test/authorize?state=s', transaction_id: 'tx3', google_url: null, outlook_url: null } });
    renderApp('/screeno/integrations');
    const card = await screen.findByTestId('integration-lever');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(popup.location.href).not.toBe(''));
    localStorage.setItem(leverResultKey('tx3'), JSON.stringify({ status: 'refresh_token_not_present' }));
    expect(await within(card).findByRole('link', { name: "Lever's integration settings" }, { timeout: 3000 })).toHaveAttribute(
      'href',
      'https://hire.lever.co/settings/integrations',
    );
    expect(screen.getAllByText(/Please revoke access and try again/).length).toBeGreaterThan(0);
  });

  it('tells the spec text of a refused consent and offers a retry when errored', async () => {
    api.on('GET screeno/integrations/status', 200, cards('errored'));
    api.on('GET oauth/generate-redirect-url', 200, { data: { state: 'errored', redirect_url: 'https://auth.lever.test/authorize?state=s', transaction_id: 'tx2', google_url: null, outlook_url: null } });
    renderApp('/screeno/integrations');
    const card = await screen.findByTestId('integration-lever');
    expect(within(card).getByText('Errored')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(popup.location.href).not.toBe(''));
    localStorage.setItem(leverResultKey('tx2'), JSON.stringify({ status: 'scope_not_accepted' }));
    expect(await screen.findByText('Please accept all the scopes!', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('disconnects only after the confirmation', async () => {
    api.on('GET screeno/integrations/status', 200, cards('connected'));
    api.on('GET screeno/integrations/status', 200, cards('not_connected'));
    api.on('DELETE screeno/integrations/disconnect', 200, { data: { message: 'Successfully disconnected!' } });
    renderApp('/screeno/integrations');
    const card = await screen.findByTestId('integration-lever');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Lever?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE screeno/integrations/disconnect')).toHaveLength(0);
    await user.click(await within(card).findByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disconnect Lever?' })).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Successfully disconnected!')).toBeInTheDocument();
    expect(api.callsTo('DELETE screeno/integrations/disconnect')[0].query).toContain('provider=lever');
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();
  });
});
