import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { checkMonths } from './privacy-section';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const request = { id: 7, kind: 'erase', email: 'ada@example.com', state: 'verified', held: true, created_at: '2026-11-28T10:00:00Z', verified_at: '2026-11-28T10:05:00Z', closed_at: '' };
const entry = { id: 3, action: 'candidate.erase', detail: 'candidate 12: 1 applications, 1 files', user_name: 'Owner', user_email: 'owner@a.test', created_at: '2026-11-28T10:00:00Z' };

function mockAdmin() {
  logIn(['company_admin'], { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_admin'] }));
  api.on('GET company/retention', 200, { data: { closed_after_months: 0, updated_at: '' } });
  api.on('GET company/data-requests', 200, { data: { requests: [request] } });
  api.on('GET company/audit-log', 200, { data: { entries: [entry] }, meta: { page: 1, per_page: 20, total: 1 } });
}

describe('checkMonths', () => {
  it('takes whole months from 1 to 120', () => {
    expect(checkMonths('1')).toBeUndefined();
    expect(checkMonths('120')).toBeUndefined();
    for (const bad of ['', '0', '121', '2.5', '-3', 'six']) expect(checkMonths(bad)).toBe('Please choose between 1 and 120 months');
  });
});

describe('Manage company → Privacy', () => {
  it('sets the retention rule, checking it first', async () => {
    mockAdmin();
    api.on('PUT company/retention', 200, { data: { closed_after_months: 6, updated_at: '2026-11-28T10:00:00Z' } });
    renderApp('/company-settings/privacy');
    const field = await screen.findByLabelText('Anonymise closed candidates after (months)');
    await userEvent.type(field, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please choose between 1 and 120 months')).toBeInTheDocument();
    expect(api.callsTo('PUT company/retention')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT company/retention')).toHaveLength(1));
    expect(api.callsTo('PUT company/retention')[0].body).toEqual({ closed_after_months: 6 });
  });

  it('fulfils a waiting request and shows the audit log', async () => {
    mockAdmin();
    api.on('POST company/data-requests/7/fulfil', 200, { data: { state: 'fulfilled' } });
    renderApp('/company-settings/privacy');
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Erasure')).toBeInTheDocument();
    expect(within(row).getByText('Candidate found')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Fulfil' }));
    await waitFor(() => expect(api.callsTo('POST company/data-requests/7/fulfil')).toHaveLength(1));
    const audit = screen.getByRole('table', { name: 'Audit log' });
    expect(within(audit).getByText('candidate.erase')).toBeInTheDocument();
    expect(within(audit).getByText('Owner')).toBeInTheDocument();
  });
});

describe('the public data-request page', () => {
  it('checks the address, sends the request and says what comes next', async () => {
    api.on('POST data-requests', 200, { data: { message: 'Thank you. If the address is right, a link to confirm your request is on its way: open it within 48 hours.' } });
    renderApp('/data-request/acme');
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.callsTo('POST data-requests')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Your email/), 'ada@example.com');
    await userEvent.click(screen.getByLabelText('Erasure'));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a link to confirm your request is on its way');
    expect(api.callsTo('POST data-requests')[0].body).toEqual({ company_slug: 'acme', email: 'ada@example.com', kind: 'erase', website: '' });
  });

  it('confirms a request with a click on the mailed link', async () => {
    api.on('POST data-requests/verify', 200, { data: { company: 'Acme', kind: 'export' } });
    renderApp('/data-request-confirm?token=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('waits for Acme');
    expect(api.callsTo('POST data-requests/verify')[0].body).toEqual({ token: 'abc' });
  });
});
