import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeFilter } from '../../api/navigation-token';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { demoDashboard, newCompanyDashboard } from './test-data';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount());
});
afterEach(() => vi.unstubAllGlobals());

describe('Home', () => {
  it('greets and shows what waits, the open jobs with their pipeline and the upcoming interviews', async () => {
    logIn(['company_admin']);
    api.on('GET dashboard', 200, demoDashboard());
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Tara Admin')).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: 'Waiting on you' });
    const ta = within(waiting).getByRole('link', { name: /Candidates in TA screen/ });
    expect(ta).toHaveTextContent('3');
    const token = new URL(ta.getAttribute('href')!, 'http://x').searchParams.get('navigation_token');
    expect(decodeFilter(token)).toEqual({ statuses: ['ta_screen'] });
    expect(within(waiting).getByRole('link', { name: /Jobs pending approval/ })).toHaveAttribute('href', '/jobs?state=pending_approval');
    expect(within(waiting).getByRole('link', { name: /Scorecards due/ })).toHaveAttribute('href', '/interviews?scope=past&panel=7');
    expect(within(waiting).getByRole('link', { name: 'Submit scorecard: Ada Lovelace, Technical' })).toHaveAttribute('href', '/evaluation/ada-1/round/3');

    const jobs = screen.getByRole('region', { name: 'Open jobs' });
    expect(within(jobs).getByText('Newest 2 of 12')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/jobs/5');
    expect(within(jobs).getByRole('img', { name: /^Pipeline of Backend Engineer: New 2, Screen 1, Assignment 0, Interview 2/ })).toBeInTheDocument();
    expect(within(jobs).getByText('6 candidates')).toBeInTheDocument();

    const interviews = screen.getByRole('region', { name: 'Upcoming interviews' });
    expect(within(interviews).getByRole('link', { name: 'Bo Chen' })).toHaveAttribute('href', '/candidate-timeline/bo-1');
    expect(within(interviews).getByText('Thu 26 Nov, 10:00–11:00 · Backend Engineer · Culture')).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByRole('link', { name: 'Cy Park' })).toHaveAttribute('href', '/candidate-timeline/cy-1');
    expect(within(activity).getByText(/moved from TA screen to HM screen/)).toBeInTheDocument();
    expect(within(activity).getByText(/^Backend Engineer · by Tara Admin · /)).toBeInTheDocument();
    expect(within(activity).getByText(/added as Applied/)).toBeInTheDocument();
    // Every first step done: no getting-started list.
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('shows a new company what to do first, with links, and empty cards', async () => {
    logIn(['company_admin']);
    api.on('GET dashboard', 200, newCompanyDashboard());
    renderApp('/dashboard');
    const start = await screen.findByRole('region', { name: 'Getting started' });
    expect(within(start).getByRole('link', { name: 'Create a job' })).toHaveAttribute('href', '/jobs/new');
    expect(within(start).getByRole('link', { name: 'Invite your team' })).toHaveAttribute('href', '/company-settings/users');
    expect(within(start).queryByRole('link', { name: 'Set up the careers page' })).not.toBeInTheDocument();
    expect(within(start).getByText('Set up the careers page')).toBeInTheDocument();
    expect(screen.getByText('No open jobs yet.')).toBeInTheDocument();
    expect(screen.getByText('No interviews coming up.')).toBeInTheDocument();
    expect(screen.getByText('Nothing waits on you right now.')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that works', async () => {
    logIn(['company_admin']);
    const release = api.hold('GET dashboard');
    renderApp('/dashboard');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release(500, { error_messages: 'Something went wrong!' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 }));
    api.set('GET dashboard', 200, demoDashboard());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Open jobs' })).toBeInTheDocument();
  });

  it("shows an employee their referrals in plain words, without asking for Home data they may not read", async () => {
    logIn(['company_employee']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_employee'] }));
    api.on('GET my-referrals', 200, {
      data: {
        referrals: [
          { slug: 'r1', name: 'Friend One', job_title: 'Backend Engineer', progress: 'Interviewing', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-24T10:00:00Z' },
          { slug: 'r2', name: 'Friend Two', job_title: 'Designer', progress: 'Not moving forward', created_at: '2026-11-19T10:00:00Z', updated_at: '2026-11-21T10:00:00Z' },
        ],
      },
      meta: { page: 1, per_page: 10, total: 2 },
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Your referrals' });
    expect(await within(card).findByText('Friend One · Backend Engineer')).toBeInTheDocument();
    expect(within(card).getByText('Interviewing')).toBeInTheDocument();
    expect(within(card).getByText('Not moving forward')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Refer someone' })).toHaveAttribute('href', '/jobs');
    expect(api.callsTo('GET dashboard')).toHaveLength(0);
  });

  it('tells an employee with no referrals yet how to start', async () => {
    logIn(['company_employee']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_employee'] }));
    api.on('GET my-referrals', 200, { data: { referrals: [] }, meta: { page: 1, per_page: 10, total: 0 } });
    renderApp('/dashboard');
    expect(await screen.findByText('You have not referred anyone yet. Open a job to refer someone you know.')).toBeInTheDocument();
  });
});
