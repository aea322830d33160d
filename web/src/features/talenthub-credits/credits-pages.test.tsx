import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { badgeText } from './badge-text';

let api: ReturnType<typeof mockApi>;

const entry = (over: Record<string, unknown> = {}) => ({
  id: 1,
  cause: 'referral',
  cause_text: 'A friend you referred completed their profile',
  credits: 50,
  state: 'pending',
  note: '@ravi joined through your link and completed their profile',
  created_at: '2026-11-20T10:00:00Z',
  decided_at: '',
  ...over,
});

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('badge text', () => {
  it('caps at 999', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(999)).toBe('999');
    expect(badgeText(1000)).toBe('999+');
  });
});

describe('credits page', () => {
  beforeEach(() => logIn(['talenthub_candidate']));

  it('shows the total capped, the pending credits, the ledger in plain words and how to earn more', async () => {
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 1200 } });
    api.on('GET talenthub/credits', 200, {
      data: { total_credits: 1200, pending_credits: 50, referral_credits: 50, entries: [entry(), entry({ id: 2, cause: 'assessment', cause_text: 'You passed an assessment', credits: 1200, state: 'granted', note: '' })] },
    });
    renderApp('/talenthub/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeInTheDocument();
    expect(await screen.findByTestId('hub-credits-total')).toHaveTextContent('999+');
    expect(screen.getByText('50 credits waiting for approval')).toBeInTheDocument();
    expect(screen.getByText('A friend you referred completed their profile')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Granted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refer friends' })).toHaveAttribute('href', '/talenthub/referrals');
    expect(screen.getByText('Refer friends: 50 credits for each friend whose profile passes 60% completion.')).toBeInTheDocument();
    // The top bar's badge, capped too.
    const nav = screen.getByRole('navigation', { name: 'Talenthub' });
    await waitFor(() => expect(within(nav).getByTestId('hub-credit-badge')).toHaveTextContent('999+'));
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/talenthub/jobs');
  });

  it('says so when there is nothing yet, and shows a load failure', async () => {
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 0 } });
    api.on('GET talenthub/credits', 200, { data: { total_credits: 0, pending_credits: 0, referral_credits: 50, entries: [] } });
    renderApp('/talenthub/credits');
    expect(await screen.findByText('No credits yet.')).toBeInTheDocument();
  });

  it('shows the server error with a retry', async () => {
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 0 } });
    api.on('GET talenthub/credits', 500, { error_messages: 'Something went wrong' });
    renderApp('/talenthub/credits');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('referrals page', () => {
  beforeEach(() => logIn(['talenthub_candidate']));

  it('shows the link with a copy button and who joined', async () => {
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 0 } });
    api.on('GET talenthub/referrals', 200, {
      data: {
        referral_link: 'http://localhost:8080/talenthub/register?ref=asha',
        credits_each: 50,
        referrals: [
          { username: 'ravi', name: 'Ravi', joined_at: '2026-11-20T10:00:00Z', profile_completed: true, credits: 50, credit_state: 'pending' },
          { username: 'meera', name: 'Meera', joined_at: '2026-11-21T10:00:00Z', profile_completed: false, credits: 0, credit_state: '' },
        ],
      },
    });
    renderApp('/talenthub/referrals');
    expect(await screen.findByRole('heading', { level: 1, name: 'My referrals' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Your referral link')).toHaveValue('http://localhost:8080/talenthub/register?ref=asha');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Yes')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Not yet')).toBeInTheDocument();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:8080/talenthub/register?ref=asha');
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();
  });

  it('says so when nobody joined yet', async () => {
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 0 } });
    api.on('GET talenthub/referrals', 200, { data: { referral_link: 'http://x/talenthub/register?ref=asha', credits_each: 50, referrals: [] } });
    renderApp('/talenthub/referrals');
    expect(await screen.findByText('Nobody has joined through your link yet.')).toBeInTheDocument();
  });
});

describe('pending credits page', () => {
  const pending = {
    data: {
      total: 1,
      entries: [
        {
          id: 7,
          username: 'asha',
          name: 'Asha',
          cause: 'referral',
          cause_text: 'A friend you referred completed their profile',
          credits: 50,
          note: '',
          created_at: '2026-11-20T10:00:00Z',
          referred_username: 'ravi',
          referred_joined_at: '2026-11-19T10:00:00Z',
        },
      ],
    },
  };

  it('refuses a candidate without calling the API', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 0 } });
    renderApp('/talenthub/admin/pending-credits');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
    expect(api.callsTo('GET talenthub/admin/pending-credits')).toHaveLength(0);
  });

  it('refuses a company user', async () => {
    logIn(['company_admin']);
    renderApp('/talenthub/admin/pending-credits');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });

  it('lets a platform admin approve an entry once', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET talenthub/admin/pending-credits', 200, pending);
    api.on('GET talenthub/admin/pending-credits', 200, { data: { total: 0, entries: [] } });
    api.on('POST talenthub/admin/pending-credits/7/approve', 200, { data: { entry: { id: 7, state: 'granted' }, changed: true } });
    renderApp('/talenthub/admin/pending-credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending credits' })).toBeInTheDocument();
    expect(await screen.findByText('@ravi')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve 50 credits for Asha' }));
    expect(await screen.findByText('Credits approved')).toBeInTheDocument();
    expect(await screen.findByText('No credits are waiting for approval.')).toBeInTheDocument();
    expect(api.callsTo('POST talenthub/admin/pending-credits/7/approve')).toHaveLength(1);
  });

  it('shows the 403 line when the API refuses', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET talenthub/admin/pending-credits', 403, { error_messages: 'You cannot access this page.' });
    renderApp('/talenthub/admin/pending-credits');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });
});
