import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

const asha = {
  id: 3,
  username: 'asha',
  name: 'Asha',
  email: 'asha@hub.test',
  listed: true,
  hidden: false,
  hidden_reason: '',
  hidden_at: '',
  created_at: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('operations page', () => {
  it('refuses a candidate', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/credits/get-total-credits', 200, { data: { total_credits: 0 } });
    renderApp('/talenthub/admin/talenthub-operations');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });

  it('lists candidates and unlists one with a reason', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET talenthub/admin/reports', 200, { data: { profiles: [] }, meta: { page: 1, per_page: 20, total: 0 } });
    api.on('GET talenthub/admin/candidates', 200, { data: { candidates: [asha] }, meta: { page: 1, per_page: 50, total: 1 } });
    api.on('GET talenthub/admin/candidates', 200, {
      data: { candidates: [{ ...asha, listed: false, hidden: true, hidden_reason: 'Fake profile' }] },
      meta: { page: 1, per_page: 50, total: 1 },
    });
    api.on('POST talenthub/admin/candidates/3/unlist', 422, { error_messages: { reason: ['Please say why the profile is unlisted'] } });
    api.on('POST talenthub/admin/candidates/3/unlist', 200, { data: { candidate: { ...asha, hidden: true } } });
    renderApp('/talenthub/admin/talenthub-operations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Talenthub operations' })).toBeInTheDocument();
    const row = (await screen.findByText('@asha')).closest('tr')!;
    expect(within(row).getByText('Listed')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Unlist Asha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlist Asha?' });
    await user.type(within(dialog).getByLabelText(/Reason/), ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    expect(await within(dialog).findByText('Please say why the profile is unlisted')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fake profile');
    await user.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    expect(await screen.findByText('Profile unlisted')).toBeInTheDocument();
    expect(await screen.findByText('Unlisted by admin')).toBeInTheDocument();
    expect(api.callsTo('POST talenthub/admin/candidates/3/unlist').at(-1)?.body).toEqual({ reason: ' Fake profile' });
  });
});

describe('review taggings page', () => {
  const profile = (proficiency: number) => ({
    data: {
      id: 3,
      candidate: {
        username: 'asha',
        name: 'Asha',
        headline: 'Go developer',
        skills: [{ name: 'Go', slug: 'go', proficiency, last_passed_certification_slug: '' }],
        experiences: [],
        educations: [],
        projects: [],
      },
      taggings: [
        {
          company_name: 'Acme',
          job_title: 'Backend Engineer',
          applied_at: '2026-11-20T10:00:00Z',
          tags: [{ name: 'Hackathon Winner', evidence: '2nd Prize, Smart India Hackathon 2022' }],
          skills: [{ name: 'Go', evidence: '' }],
        },
      ],
    },
  });

  it('flags a skill -1', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET talenthub/admin/review-taggings/3', 200, profile(0));
    api.on('POST talenthub/admin/review-taggings/3/skills/go/flag', 200, profile(-1));
    renderApp('/talenthub/admin/review-taggings/3');
    expect(await screen.findByText('Self-added (0)')).toBeInTheDocument();
    expect(screen.getByText('Backend Engineer at Acme · 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('2nd Prize, Smart India Hackathon 2022')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Flag Go' }));
    expect(await screen.findByText('Flagged (-1)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Flag Go' })).toBeDisabled());
  });

  it('says Profile not found for an unknown candidate', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET talenthub/admin/review-taggings/9', 404, { error_messages: 'Profile not found' });
    renderApp('/talenthub/admin/review-taggings/9');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
  });
});

describe('leads page', () => {
  it('lists the companies that asked', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET talenthub/admin/get-leads', 200, {
      data: {
        leads: [
          {
            company_id: 2,
            company_name: 'Globex',
            company_slug: 'globex',
            count: 1,
            last_at: '2026-11-20T10:00:00Z',
            requests: [{ source: 'Assistant support', detail: 'Import from Workday', email: 'owner@globex.test', at: '2026-11-20T10:00:00Z' }],
          },
        ],
      },
    });
    renderApp('/talenthub/admin/get-leads');
    expect(await screen.findByRole('heading', { level: 2, name: 'Globex' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Talenthub' });
    expect(within(nav).getByRole('link', { name: 'Pending credits' })).toHaveAttribute('href', '/talenthub/admin/pending-credits');
    expect(within(nav).queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
    expect(screen.getByText('Assistant support: Import from Workday')).toBeInTheDocument();
    expect(screen.getByText(/owner@globex.test/)).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    logIn(['platform_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['platform_admin'] }));
    api.on('GET talenthub/admin/get-leads', 200, { data: { leads: [] } });
    renderApp('/talenthub/admin/get-leads');
    expect(await screen.findByText('No company has asked for anything yet.')).toBeInTheDocument();
  });

  it('refuses a company user', async () => {
    logIn(['company_admin']);
    renderApp('/talenthub/admin/get-leads');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });
});
