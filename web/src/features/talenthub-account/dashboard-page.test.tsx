import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../api/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { hubSession } from './api/hub-session';
import { CandidateDashboardPage } from './dashboard-page';
import { nextSteps } from './next-steps';
import { hubSignedIn } from './test-fixtures';

let api: ReturnType<typeof mockApi>;

const applications = [
  {
    slug: 'a1',
    job_title: 'Data Analyst',
    company_name: 'Globex',
    stage: { title: 'Interviews', description: 'You are in the interview process.', step: 4 },
    applied_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
  },
  {
    slug: 'a2',
    job_title: 'Backend Engineer',
    company_name: 'Acme',
    stage: { title: 'Closed', description: 'This application is no longer in progress. Thank you for your interest.', step: 0 },
    applied_at: '2026-11-02T10:00:00Z',
    updated_at: '2026-11-03T10:00:00Z',
  },
];

beforeEach(() => {
  api = mockApi();
  localStorage.clear();
  saveSession(hubSession(hubSignedIn().data));
  api.on('GET talenthub/candidate/session', 200, { data: { candidate: hubSignedIn().data.candidate } });
});
afterEach(() => vi.unstubAllGlobals());

describe('candidate dashboard', () => {
  it.each(['/talenthub/dashboard', '/talenthub/candidate/dashboard'])('%s lists the applications in plain words', async (url) => {
    api.on('GET talenthub/candidate/applications', 200, { data: { applications } });
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha K' })).toBeInTheDocument();
    expect(await screen.findByText('Data Analyst · Globex')).toBeInTheDocument();
    expect(screen.getByText('Interviews')).toBeInTheDocument();
    expect(screen.getByText('Applied on 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prepare for your interviews at Globex' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', '/talenthub/asha');
  });

  it('says when there are no applications yet', async () => {
    api.on('GET talenthub/candidate/applications', 200, { data: { applications: [] } });
    renderApp('/talenthub/dashboard');
    expect(await screen.findByText(/No applications yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your first job' })).toHaveAttribute('href', '/talenthub/jobs');
  });

  it('offers a retry when the list fails', async () => {
    api.on('GET talenthub/candidate/applications', 500, {});
    renderApp('/talenthub/dashboard');
    expect(await screen.findByText('Your applications could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the completion slot first', async () => {
    api.on('GET talenthub/candidate/applications', 200, { data: { applications: [] } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/talenthub/dashboard']}>
          <CandidateDashboardPage completion={<section aria-label="Profile completion">60% complete</section>} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Profile completion' })).toHaveTextContent('60% complete');
  });

  it('tells a candidate signed in for one application how to get the rest', async () => {
    logIn(['candidate'], {});
    localStorage.setItem('hirekit.session', JSON.stringify({ ...JSON.parse(localStorage.getItem('hirekit.session') ?? '{}'), slug: 'abc' }));
    renderApp('/talenthub/dashboard');
    expect(await screen.findByRole('link', { name: 'Log in to talenthub' })).toHaveAttribute('href', '/talenthub/login?returnUrl=%2Ftalenthub%2Fdashboard');
    expect(screen.getByRole('link', { name: 'See your application' })).toHaveAttribute('href', '/candidate-application-status/abc');
  });
});

describe('next steps', () => {
  it('puts an offer first and always offers the profile', () => {
    const steps = nextSteps([{ ...applications[0], stage: { title: 'Offer', description: '', step: 5 } }]);
    expect(steps[0].title).toBe('Review your offer from Globex');
    expect(steps.map((s) => s.key)).toContain('profile');
  });
});
