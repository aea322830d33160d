import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { layoutKey } from './layout';
import { demoDashboard, newCompanyDashboard } from './test-data';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  localStorage.removeItem(layoutKey(7));
  localStorage.removeItem(layoutKey(8));
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount());
});
afterEach(() => vi.unstubAllGlobals());

function cardOrder() {
  return screen.getAllByTestId(/^card-/).map((el) => el.dataset.testid);
}

describe('arranged Home', () => {
  it('moves cards with the keyboard and keeps the order for the user', async () => {
    logIn(['company_admin']);
    api.on('GET dashboard', 200, demoDashboard());
    renderApp('/new-dashboard');
    await screen.findByRole('region', { name: 'Open jobs' });
    // All first steps are done: that card is not shown.
    expect(cardOrder()).toEqual(['card-waiting', 'card-jobs', 'card-interviews', 'card-activity']);
    expect(screen.getByRole('button', { name: 'Move Waiting on you up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Upcoming interviews up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(cardOrder()).toEqual(['card-waiting', 'card-interviews', 'card-jobs', 'card-activity']);
    expect(JSON.parse(localStorage.getItem(layoutKey(7))!).order).toEqual(['start', 'waiting', 'interviews', 'jobs', 'activity']);

    await userEvent.click(screen.getByRole('button', { name: 'Move Waiting on you down' }));
    expect(cardOrder()).toEqual(['card-interviews', 'card-waiting', 'card-jobs', 'card-activity']);

    cleanup();
    renderApp('/new-dashboard');
    await screen.findByRole('region', { name: 'Open jobs' });
    expect(cardOrder()).toEqual(['card-interviews', 'card-waiting', 'card-jobs', 'card-activity']);
  });

  it('hides a card and shows it again', async () => {
    logIn(['company_admin']);
    api.on('GET dashboard', 200, demoDashboard());
    renderApp('/new-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Open jobs' }));
    expect(screen.queryByRole('region', { name: 'Open jobs' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(layoutKey(7))!).hidden).toEqual(['jobs']);
    await userEvent.click(screen.getByRole('button', { name: 'Show Open jobs' }));
    expect(await screen.findByRole('region', { name: 'Open jobs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Upcoming interviews' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset layout' }));
    await waitFor(() => expect(cardOrder()).toEqual(['card-waiting', 'card-jobs', 'card-interviews', 'card-activity']));
  });

  it('keeps layouts apart per user', async () => {
    localStorage.setItem(layoutKey(8), JSON.stringify({ order: ['interviews', 'jobs', 'waiting', 'start'], hidden: [] }));
    logIn(['company_admin']);
    api.on('GET dashboard', 200, newCompanyDashboard());
    renderApp('/new-dashboard');
    await screen.findByRole('region', { name: 'Getting started' });
    expect(cardOrder()).toEqual(['card-start', 'card-waiting', 'card-jobs', 'card-interviews', 'card-activity']);
  });

  it('shows the error state', async () => {
    logIn(['company_admin']);
    api.on('GET dashboard', 500, { error_messages: 'Something went wrong!' });
    renderApp('/new-dashboard');
    expect(await screen.findByText('Home could not be loaded.', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
