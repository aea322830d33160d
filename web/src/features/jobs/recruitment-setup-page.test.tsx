import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;
const rounds = [
  { id: 1, name: 'Screening', position: 1, attributes: [] },
  { id: 2, name: 'Tech round', position: 2, attributes: ['Go'] },
];

beforeEach(() => {
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount()).on('GET rounds', 200, { data: { rounds } });
});
afterEach(() => vi.unstubAllGlobals());

describe('recruitment setup', () => {
  it('shows the template rounds by default and reorders them', async () => {
    logIn(['company_admin']);
    api.on('POST rounds/reorder', 200, { data: { rounds } });
    renderApp('/recruitment-setup');
    expect(await screen.findByText('Tech round')).toBeInTheDocument();
    expect(api.callsTo('GET rounds')[0].query).not.toContain('requisition_id');
    await userEvent.click(screen.getByRole('button', { name: 'Move Tech round up' }));
    await waitFor(() => expect(api.callsTo('POST rounds/reorder')[0]?.body).toEqual({ ids: [2, 1] }));
  });

  it('adds a template round', async () => {
    logIn(['company_admin']);
    api.on('POST rounds', 200, { data: { round: { id: 3, name: 'HR round' } } });
    renderApp('/recruitment-setup/rounds');
    await userEvent.click(await screen.findByRole('button', { name: 'Add round' }));
    await userEvent.type(screen.getByLabelText('Round name'), 'HR round');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST rounds')[0]?.body).toEqual({ name: 'HR round', attributes: [] }));
  });

  it('adds and removes sources; built-in ones stay', async () => {
    logIn(['company_ta']);
    api.on('GET candidate-application/get-allowed-sources', 200, {
      data: { sources: [{ value: 'careers_page', title: 'Careers page' }, { value: 'meetups', title: 'Meetups' }] },
    });
    api.on('POST sources', 200, { data: { source: { value: 'events', title: 'Events' } } });
    api.on('DELETE sources/meetups', 200, { data: { message: 'Source deleted' } });
    renderApp('/recruitment-setup/sources');
    expect(await screen.findByText('Meetups')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Careers page' })).toBeNull();
    await userEvent.type(screen.getByLabelText('New source'), 'Events');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST sources')[0]?.body).toEqual({ title: 'Events' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Meetups' }));
    await waitFor(() => expect(api.callsTo('DELETE sources/meetups')).toHaveLength(1));
  });

  it('adds tags; an interviewer only reads them', async () => {
    logIn(['company_panel']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_panel'] }));
    api.on('GET ats-tags', 200, { data: { tags: [{ id: 4, title: 'Strong referral' }], notice_periods: [] } });
    renderApp('/recruitment-setup/tags');
    expect(await screen.findByText('Strong referral')).toBeInTheDocument();
    expect(screen.queryByLabelText('New tag')).toBeNull();
    expect(api.callsTo('GET ats-tags')[0].query).toContain('order_by=id');
  });

  it('lists the departments', async () => {
    logIn(['company_admin']);
    api.on('GET departments', 200, { data: { options: [{ value: '1', title: 'Engineering' }] } });
    renderApp('/recruitment-setup/departments');
    expect(await screen.findByText('Engineering')).toBeInTheDocument();
  });
});
