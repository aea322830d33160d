import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { checkDraft } from './webhooks-section';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const events = ['application.created', 'application.moved', 'application.hired', 'interview.scheduled', 'interview.cancelled', 'scorecard.submitted'];
const endpoint = {
  id: 5,
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  events: ['application.created', 'application.hired'],
  enabled: true,
  disabled_reason: '',
  created_at: '2026-11-28T10:00:00Z',
  updated_at: '2026-11-28T10:00:00Z',
};
const delivery = {
  id: 9,
  endpoint_id: 5,
  endpoint_url: endpoint.url,
  message_id: 'msg_abc',
  event_type: 'webhook.test',
  state: 'retrying',
  attempts: 2,
  last_status: 503,
  last_error: 'The receiver answered 503 Service Unavailable',
  created_at: '2026-11-28T10:00:00Z',
  updated_at: '2026-11-28T10:00:00Z',
  delivered_at: null,
};
const page = (deliveries: unknown[]) => ({ data: { deliveries }, meta: { page: 1, per_page: 20, total: deliveries.length } });

function mockAdmin(roles = ['company_admin']) {
  logIn(roles, { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles }));
}

describe('Manage company → Webhooks', () => {
  it('adds an endpoint, checking the form first, and shows its secret once', async () => {
    mockAdmin();
    api.on('GET company/webhooks', 200, { data: { endpoints: [], events } });
    api.on('GET company/webhooks/deliveries', 200, page([]));
    api.on('POST company/webhooks', 200, { data: { endpoint, secret: 'whsec_c2VjcmV0' } });
    renderApp('/company-settings/webhooks');
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Please enter the endpoint’s URL')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one event')).toBeInTheDocument();
    expect(api.callsTo('POST company/webhooks')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Endpoint URL/), 'https://crm.example.com/hooks');
    await userEvent.type(screen.getByLabelText(/^Description/), 'CRM');
    const group = screen.getByRole('group', { name: 'Events' });
    await userEvent.click(within(group).getByLabelText('Application created'));
    await userEvent.click(within(group).getByLabelText('Application hired'));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(api.callsTo('POST company/webhooks')).toHaveLength(1));
    expect(api.callsTo('POST company/webhooks')[0].body).toEqual({ url: 'https://crm.example.com/hooks', description: 'CRM', events: ['application.created', 'application.hired'] });

    const dialog = await screen.findByRole('dialog', { name: 'Copy the signing secret now' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.textContent).not.toContain('whsec_c2VjcmV0');
  });

  it('shows the server’s field errors', async () => {
    mockAdmin();
    api.on('GET company/webhooks', 200, { data: { endpoints: [], events } });
    api.on('GET company/webhooks/deliveries', 200, page([]));
    api.on('POST company/webhooks', 400, { error_messages: { url: ['Hirekit does not send webhooks to private, loopback or link-local addresses'] } });
    renderApp('/company-settings/webhooks');
    await userEvent.type(await screen.findByLabelText(/^Endpoint URL/), 'https://10.0.0.1/x');
    await userEvent.click(screen.getByLabelText('Interview scheduled'));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Hirekit does not send webhooks to private, loopback or link-local addresses')).toBeInTheDocument();
  });

  it('lists endpoints and deliveries; turns one off, sends a test event, deletes after confirming', async () => {
    mockAdmin();
    api.on('GET company/webhooks', 200, { data: { endpoints: [endpoint], events } });
    api.on('GET company/webhooks/deliveries', 200, page([delivery]));
    api.on('PATCH company/webhooks/5', 200, { data: { endpoint: { ...endpoint, enabled: false } } });
    api.on('POST company/webhooks/5/test', 200, { data: { delivery: { ...delivery, state: 'pending', attempts: 0 } } });
    api.on('DELETE company/webhooks/5', 200, { data: { deleted: true } });
    renderApp('/company-settings/webhooks');

    const card = await screen.findByRole('article', { name: endpoint.url });
    expect(within(card).getByText('Application hired')).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Recent deliveries' });
    expect(within(log).getByText('Retrying')).toBeInTheDocument();
    expect(within(log).getByText('The receiver answered 503 Service Unavailable')).toBeInTheDocument();
    expect(within(log).getByText('Test event')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: `Send test event to ${endpoint.url}` }));
    await waitFor(() => expect(api.callsTo('POST company/webhooks/5/test')).toHaveLength(1));

    await userEvent.click(within(card).getByRole('switch', { name: `Deliveries to ${endpoint.url}` }));
    await waitFor(() => expect(api.callsTo('PATCH company/webhooks/5')).toHaveLength(1));
    expect(api.callsTo('PATCH company/webhooks/5')[0].body).toEqual({ enabled: false });

    await userEvent.click(within(card).getByRole('button', { name: `Delete ${endpoint.url}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Its delivery log goes too/)).toBeInTheDocument();
    expect(api.callsTo('DELETE company/webhooks/5')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE company/webhooks/5')).toHaveLength(1));
  });

  it('is not offered to a TA', async () => {
    mockAdmin(['company_ta']);
    renderApp('/company-settings/webhooks');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Add an endpoint' })).not.toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).not.toBeInTheDocument();
  });
});

describe('checkDraft', () => {
  it('wants a web URL and an event; plain http is left to the server', () => {
    expect(checkDraft('', [])).toEqual({ url: 'Please enter the endpoint’s URL', events: 'Please choose at least one event' });
    expect(checkDraft('ftp://x.example.com', ['application.created'])).toEqual({ url: 'The URL must start with https://' });
    expect(checkDraft('http://x.example.com', ['application.created'])).toEqual({});
    expect(checkDraft(' https://x.example.com ', ['application.created'])).toEqual({});
  });
});
