import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

function cards(greenhouse: string) {
  return {
    data: {
      external_ats_provider: greenhouse === 'connected' ? 'greenhouse' : null,
      integrations: [
        { kind: 'greenhouse', name: 'Greenhouse', status: greenhouse },
        { kind: 'lever', name: 'Lever', status: 'disabled' },
      ],
    },
  };
}

const all = { applications: true, candidates: true, tags: true, users: true, jobs: true, job_posts: true, job_stages: true, sources: true, custom_fields: true };

beforeEach(() => {
  api = mockApi();
  logIn(['company_admin'], { company_id: 1 });
});
afterEach(() => vi.unstubAllGlobals());

describe('the Greenhouse wizard', () => {
  it('takes a key, validates its permissions, picks the user and connects', async () => {
    api.on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'screeno' }));
    api.on('GET screeno/integrations/status', 200, cards('not_connected')).on('GET screeno/integrations/status', 200, cards('connected'));
    api.on('POST screeno/test-greenhouse-connection', 200, { data: { ...all, sources: false, custom_fields: false } });
    api.on('POST screeno/test-greenhouse-connection', 200, { data: all });
    api.on('GET screeno/integrations/greenhouse/list-users', 200, {
      data: { users: [{ id: '101', name: 'Juliet Burke', email: 'juliet.burke@example.com' }, { id: '102', name: 'Kate Austen', email: 'kate@example.com' }] },
    });
    api.on('POST screeno/greenhouse/save-connection', 200, { data: { greenhouse_integrated: true, status: 'connected', user: 'Juliet Burke' } });
    api.on('GET screeno/greenhouse/connection-status', 200, { data: { greenhouse_integrated: true, status: 'connected', user: 'Juliet Burke' } });
    renderApp('/screeno/integrations');
    const card = await screen.findByTestId('integration-greenhouse');
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Greenhouse' });

    // Step 0: Next waits for a key.
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Harvest API key'), 'limited-key');
    await userEvent.click(next);

    // Step 1: a key lacking permissions can only be validated again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByRole('button', { name: 'Re-validate' })).toBeEnabled();
    expect(within(within(dialog).getByTestId('permission-sources')).getByText('missing')).toBeInTheDocument();
    expect(within(within(dialog).getByTestId('permission-jobs')).getByText('granted')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/test-greenhouse-connection')[0].body).toEqual({ harvest_api_key: 'limited-key' });
    // Changing the key resets the result.
    const key = within(dialog).getByLabelText('Harvest API key');
    await userEvent.clear(key);
    await userEvent.type(key, 'full-key');
    expect(within(dialog).queryByTestId('permission-sources')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));

    // Step 2: a user must be chosen.
    await waitFor(() => expect(api.callsTo('GET screeno/integrations/greenhouse/list-users')).toHaveLength(1));
    expect(api.callsTo('GET screeno/integrations/greenhouse/list-users')[0].query).toContain('harvest_api_key=full-key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    expect((await screen.findAllByText('Please select a user before saving')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST screeno/greenhouse/save-connection')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Act on behalf of' }));
    await userEvent.click(await screen.findByRole('option', { name: /Juliet Burke/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect Greenhouse' })).not.toBeInTheDocument());
    expect(api.callsTo('POST screeno/greenhouse/save-connection')[0].body).toEqual({ harvest_api_key: 'full-key', user: '101' });
    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(await within(card).findByText('Acting as Juliet Burke')).toBeInTheDocument();
  });

  it('asks before disconnecting', async () => {
    api.on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'screeno' }));
    api.on('GET screeno/integrations/status', 200, cards('connected')).on('GET screeno/integrations/status', 200, cards('not_connected'));
    api.on('GET screeno/greenhouse/connection-status', 200, { data: { greenhouse_integrated: true, status: 'connected', user: 'Juliet Burke' } });
    api.on('DELETE screeno/integrations/disconnect', 200, cards('not_connected'));
    renderApp('/screeno/integrations');
    const card = await screen.findByTestId('integration-greenhouse');
    await userEvent.click(await within(card).findByRole('button', { name: 'Disconnect' }));
    let confirm = await screen.findByRole('dialog', { name: 'Disconnect Greenhouse?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE screeno/integrations/disconnect')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disconnect Greenhouse?' })).not.toBeInTheDocument());

    await userEvent.click(within(card).getByRole('button', { name: 'Disconnect' }));
    confirm = await screen.findByRole('dialog', { name: 'Disconnect Greenhouse?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Successfully disconnected!')).toBeInTheDocument();
    expect(api.callsTo('DELETE screeno/integrations/disconnect')[0].query).toContain('provider=greenhouse');
    expect(await within(card).findByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('says when the saved key was refused, and needs a verified email to connect', async () => {
    api.on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'screeno', email_verified: false }));
    api.on('GET screeno/integrations/status', 200, cards('not_connected'));
    api.on('GET screeno/greenhouse/connection-status', 200, { data: { greenhouse_integrated: false, status: 'errored', last_error: 'revoked' } });
    logIn(['company_admin'], { company_id: 1 });
    renderApp('/screeno/integrations');
    const card = await screen.findByTestId('integration-greenhouse');
    expect(await within(card).findByText('Greenhouse refused the saved key: connect again.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Please verify your email!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Connect Greenhouse' })).not.toBeInTheDocument();
  });
});
