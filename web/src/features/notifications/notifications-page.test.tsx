import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
});
afterEach(() => vi.unstubAllGlobals());

const mention = { id: 11, kind: 'mention', title: 'Tara Admin mentioned you in a note on Asha Rao', link: '/candidate-timeline/abcdefghijkl', read: false, created_at: '2025-03-02T10:00:00Z' };
const moved = { id: 10, kind: 'application_moved', title: 'Ravi Kumar moved to HM screen', link: '/candidate-timeline/mnopqrstuvwx', read: false, created_at: '2025-03-01T10:00:00Z' };
const assigned = { id: 9, kind: 'job_assignment', title: 'You were added to the job Backend Engineer', link: '/jobs/4', read: true, created_at: '2025-02-20T10:00:00Z' };

// context is the user context with the unread count the badge shows.
function context(unread: number) {
  const answer = unreadCount({ roles: ['company_ta'] });
  return { data: { ...answer.data, unread_count: unread } };
}

function page(items: unknown[], unread: number, total = items.length) {
  return { data: { notifications: items, unread_count: unread }, meta: { page: 1, per_page: 20, total } };
}

function sidebarNotifications() {
  return within(screen.getAllByRole('navigation', { name: 'Main' })[0]).getByRole('link', { name: /Notifications/ });
}

describe('notifications page', () => {
  it('shows a loading state, then the notifications, unread first, each linking to what it is about', async () => {
    api.on('GET notifications/get-unread-count', 200, context(0));
    const release = api.hold('GET notifications');
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    release(200, page([mention, moved, assigned], 2));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/candidate-timeline/abcdefghijkl', '/candidate-timeline/mnopqrstuvwx', '/jobs/4']);
    expect(links[0]).toHaveAccessibleName(/^Unread:\s?Tara Admin mentioned you/);
    expect(links[2]).toHaveAccessibleName(/^You were added to the job Backend Engineer/);
    expect(screen.getByText('2 unread notifications')).toBeInTheDocument();
    expect(api.callsTo('GET notifications')[0].query).toBe('?page=1&per_page=20&company_id=1');
  });

  it('says when there are none', async () => {
    api.on('GET notifications/get-unread-count', 200, context(0));
    api.on('GET notifications', 200, page([], 0));
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks one read and refreshes the list and the unread badge', async () => {
    api.on('GET notifications/get-unread-count', 200, context(2));
    api.on('GET notifications', 200, page([mention, moved, assigned], 2));
    renderApp('/notifications');
    await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(sidebarNotifications()).toHaveAccessibleName('Notifications 2 unread'));

    api.set('POST notifications/mark-read', 200, { data: { unread_count: 1 } });
    api.set('GET notifications', 200, page([mention, assigned, { ...moved, read: true }], 1));
    api.set('GET notifications/get-unread-count', 200, context(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark as read: Ravi Kumar moved to HM screen' }));
    expect(api.callsTo('POST notifications/mark-read')[0].body).toEqual({ ids: [10] });
    expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
    await waitFor(() => expect(sidebarNotifications()).toHaveAccessibleName('Notifications 1 unread'));
    expect(screen.queryByRole('button', { name: 'Mark as read: Ravi Kumar moved to HM screen' })).toBeNull();
  });

  it('marks all read and the badge disappears', async () => {
    api.on('GET notifications/get-unread-count', 200, context(2));
    api.on('GET notifications', 200, page([mention, moved, assigned], 2));
    renderApp('/notifications');
    await screen.findByRole('list', { name: 'Notifications' });

    api.set('POST notifications/mark-read', 200, { data: { unread_count: 0 } });
    api.set('GET notifications', 200, page([mention, moved, assigned].map((n) => ({ ...n, read: true })), 0));
    api.set('GET notifications/get-unread-count', 200, context(0));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.callsTo('POST notifications/mark-read')[0].body).toEqual({ all: true });
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    await waitFor(() => expect(sidebarNotifications()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('opening an unread one marks it read and goes to its page', async () => {
    api.on('GET notifications/get-unread-count', 200, context(2));
    api.on('GET notifications', 200, page([mention, moved, assigned], 2));
    api.on('POST notifications/mark-read', 200, { data: { unread_count: 1 } });
    api.on('GET candidate-applications/abcdefghijkl', 404, { error_messages: 'Not found' });
    const { location } = renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Tara Admin mentioned you/ }));
    await waitFor(() => expect(location()).toBe('/candidate-timeline/abcdefghijkl'));
    expect(api.callsTo('POST notifications/mark-read')[0].body).toEqual({ ids: [11] });
  });
});
