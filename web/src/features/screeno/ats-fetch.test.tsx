import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { running, type AtsFetch } from './api/list-ats-fetches';
import { jobStateColour, shortId } from './components/ats-fetch-form';

let api: ReturnType<typeof mockApi>;

const fetchRow = (state: AtsFetch['state'], extra: Partial<AtsFetch> = {}): AtsFetch => ({
  id: 4, external_ats_provider: 'greenhouse' as const, ats_job_id: '42', ats_job_name: 'Platform Engineer', stages: [], sources: [], state,
  seen: 40, added: 38, skipped: 1, failed: 1, error: '', failures: [{ name: 'Ravi Kumar', reason: 'No resume' }],
  created_at: '2026-11-28T10:00:00Z', updated_at: '2026-11-28T10:00:05Z', finished_at: null, ...extra,
});

function serve(provider: string | null) {
  api
    .on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'screeno' }))
    .on('GET screeno/get-available-credits', 200, { data: { available_credits: 100, pending_credits: 100, used_credits: 0, reserved_credits: 0, share_claimed: false } })
    .on('GET screeno/integrations/status', 200, { data: { external_ats_provider: provider, integrations: [] } })
    .on('GET screeno/jobs', 200, { data: { jobs: [] } })
    .on('GET screeno/list-resumes', 200, { data: { candidates: [], pending_credits: 100, is_new_account: false, processing: 0 }, meta: { page: 1, per_page: 50, total: 0 } })
    .on('GET screeno/smart-search', 200, { data: { candidates: [], processing: 0 }, meta: { page: 1, per_page: 50, total: 0 } })
    .on('GET screeno/integrations/list-jobs', 200, {
      data: { jobs: [{ id: '42', title: 'Platform Engineer', state: 'open' }, { id: 'cdb4ff13-f7aa-49b0', title: 'Designer', state: 'closed' }] },
    })
    .on('GET screeno/integrations/list-stages', 200, { data: { stages: [{ id: '1', name: 'Application Review' }, { id: '2', name: 'Offer' }] } })
    .on('GET screeno/integrations/list-sources', 200, { data: { sources: [{ id: '7', name: 'Referral' }] } });
}

beforeEach(() => {
  sessionStorage.clear();
  api = mockApi();
  logIn(['company_admin'], { company_id: 1 });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetching candidates from an ATS', () => {
  it('asks for a job, then fetches the chosen stages and sources and shows the progress', async () => {
    serve('greenhouse');
    api.on('GET screeno/integrations/fetches', 200, { data: { fetches: [] } });
    api.on('GET screeno/integrations/fetches', 200, { data: { fetches: [fetchRow('running')] } });
    api.on('POST screeno/integrations/fetch-ats-candidates', 200, { data: { message: 'Fetching task submitted, will be ready in seconds!', fetch: fetchRow('queued') } });
    renderApp('/screeno');
    await userEvent.click(await screen.findByRole('tab', { name: 'Greenhouse' }, { timeout: 30_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please select a job!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/integrations/fetch-ats-candidates')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Jobs' }));
    await userEvent.click(await screen.findByRole('option', { name: /Platform Engineer/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Stage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Offer' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Referral' }));
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Fetching task submitted, will be ready in seconds!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/integrations/fetch-ats-candidates')[0].body).toEqual({
      external_ats_provider: 'greenhouse', ats_job_id: '42', stages: ['2'], sources: ['7'],
    });
    expect(api.callsTo('GET screeno/integrations/list-stages')[0].query).toContain('ats_job_id=42');
    const row = await screen.findByTestId('fetch-4');
    expect(within(row).getByText('40 seen · 38 added · 1 already screened · 1 failed')).toBeInTheDocument();
    expect(within(row).getByText('Fetching')).toBeInTheDocument();
    expect(within(row).getByText('Ravi Kumar: No resume')).toBeInTheDocument();
    // The dashboard is a large lazy chunk: on a loaded machine its first
    // render alone can take longer than the suite's waits.
  }, 90_000);

  it("offers Hirekit's own ATS beside CONNECT ATS when nothing is connected", async () => {
    serve(null);
    api.on('GET screeno/integrations/fetches', 200, { data: { fetches: [fetchRow('failed', { external_ats_provider: 'hirekit_ats', error: 'Not enough credits: 50 candidates were brought in before the credits ran out.' })] } });
    renderApp('/screeno');
    await userEvent.click(await screen.findByRole('tab', { name: 'Integrations' }));
    expect(await screen.findByRole('link', { name: 'CONNECT ATS' })).toHaveAttribute('href', '/screeno/integrations');
    await waitFor(() => expect(api.callsTo('GET screeno/integrations/list-jobs')[0]?.query).toContain('ats_provider=hirekit_ats'));
    expect(await screen.findByText(/Not enough credits: 50 candidates/)).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
  });

  it('polls only while a fetch is queued or running, and colours job states', () => {
    expect(running([fetchRow('done'), fetchRow('running')])).toBe(true);
    expect(running([fetchRow('done'), fetchRow('failed')])).toBe(false);
    expect(running(null)).toBe(false);
    expect(jobStateColour('published')).toBe('success');
    expect(jobStateColour('rejected')).toBe('error');
    expect(jobStateColour('draft')).toBe('default');
    expect(shortId('cdb4ff13-f7aa-49b0')).toBe('cdb4ff13');
  });
});
