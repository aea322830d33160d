import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { boardJob } from './test-fixtures';

let api: ReturnType<typeof mockApi>;
const route = 'GET talenthub/acme/jobs/go-engineer';

beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('talenthub job page', () => {
  it('shows the header, details, requirements, description and the note', async () => {
    api.on(route, 200, { data: { job: boardJob(), blockers: [] } });
    renderApp('/talenthub/acme/jobs/go-engineer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Go Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('INR 1,000,000 – 2,000,000')).toBeInTheDocument();
    expect(screen.getByText('Experience: 2–5 years')).toBeInTheDocument();
    expect(screen.getByText('Go · Level 2')).toBeInTheDocument();
    expect(screen.getByText('Build things.')).toBeInTheDocument();
    expect(screen.getByText('A phone number, a resume and a profile more than 60% complete are required to apply.')).toBeInTheDocument();
    expect(screen.queryByText('You meet this')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('marks what a candidate meets and what keeps them from applying', async () => {
    logIn(['talenthub_candidate']);
    const job = boardJob({
      requirement_list: [
        { type: 'experience', enabled: true, data: { text: '2–5 years' }, met: true },
        { type: 'skill', enabled: true, data: { name: 'Go', slug: 'go', proficiency: 2 }, met: false },
      ],
    });
    api.on(route, 200, { data: { job, blockers: ['Please match all requirements to apply', 'Please upload your resume to your profile to apply'] } });
    api.on('POST talenthub/acme/jobs/go-engineer/submit-application', 400, { error_messages: 'Please match all requirements to apply' });
    renderApp('/talenthub/acme/jobs/go-engineer');
    expect(await screen.findByText('You meet this')).toBeInTheDocument();
    expect(screen.getByText('You do not meet this yet')).toBeInTheDocument();
    expect(screen.getByText('Please upload your resume to your profile to apply')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByText('Please match all requirements to apply')).toHaveLength(2));
  });

  it('disables Apply on a closed job', async () => {
    logIn(['talenthub_candidate']);
    api.on(route, 200, { data: { job: boardJob({ status: 'closed', job_description: '' }), blockers: [] } });
    renderApp('/talenthub/acme/jobs/go-engineer');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('sends someone signed out to the login with the page as returnUrl', async () => {
    api.on(route, 200, { data: { job: boardJob(), blockers: [] } });
    const { location } = renderApp('/talenthub/acme/jobs/go-engineer');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location()).toBe('/talenthub/login?returnUrl=%2Ftalenthub%2Facme%2Fjobs%2Fgo-engineer'));
  });

  it('is silent when the job cannot load', async () => {
    api.on(route, 404, { error_messages: 'Job not found' });
    renderApp('/talenthub/acme/jobs/go-engineer');
    await waitFor(() => expect(api.callsTo(route)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('Job not found')).not.toBeInTheDocument();
  });
});
