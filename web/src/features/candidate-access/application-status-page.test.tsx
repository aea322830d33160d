import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '../../api/session';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn, makeToken } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

function candidateSignedIn(slug = 'abcdefghijkl') {
  saveSession({
    token: makeToken({ sub: 31, roles: ['candidate'], company_id: 1, slug, exp: Math.floor(Date.now() / 1000) + 3600 }),
    email: 'asha@example.com',
    roles: ['candidate'],
    emailVerified: true,
    companyApproved: true,
    name: 'Asha Rao',
    userId: 31,
    slug,
  });
}

const status = {
  slug: 'abcdefghijkl',
  name: 'Asha Rao',
  job_title: 'Backend Engineer',
  company_name: 'Acme Robotics',
  stage: { title: 'Interviews', description: 'You are in the interview process.', step: 4 },
  applied_at: '2025-03-02T10:00:00Z',
  updated_at: '2025-03-09T10:00:00Z',
};

describe('application status page', () => {
  it('sends a visitor without a session to the candidate login with returnUrl', async () => {
    const { location } = renderApp('/candidate-application-status/abcdefghijkl');
    await waitFor(() => expect(location()).toBe('/candidate-login?returnUrl=%2Fcandidate-application-status%2Fabcdefghijkl'));
    expect(await screen.findByRole('button', { name: 'Send passcode' })).toBeInTheDocument();
  });

  it('shows the signed-in candidate the stage in plain words, the job and the company', async () => {
    candidateSignedIn();
    const release = api.hold('GET candidate-application/status/abcdefghijkl');
    renderApp('/candidate-application-status/abcdefghijkl');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release(200, { data: status });
    expect(await screen.findByRole('heading', { name: 'Interviews' })).toBeInTheDocument();
    expect(screen.getByText('You are in the interview process.')).toBeInTheDocument();
    expect(screen.getByText(/your application for Backend Engineer at Acme Robotics/)).toBeInTheDocument();
    expect(screen.getAllByText('Acme Robotics').length).toBeGreaterThan(0);
    expect(screen.getByText(/Applied on 2 Mar 2025/)).toBeInTheDocument();
    // The candidate token goes as the bearer token, with its company.
    expect(api.callsTo('GET candidate-application/status/abcdefghijkl')[0].query).toBe('?company_id=1');
    expect(screen.queryByText(/interview_scheduled|schedule_round/)).toBeNull();
  });

  it('says when the application cannot be found', async () => {
    candidateSignedIn();
    api.on('GET candidate-application/status/abcdefghijkl', 404, { error_messages: 'Application not found' });
    renderApp('/candidate-application-status/abcdefghijkl');
    expect(await screen.findByText(/We could not find this application/)).toBeInTheDocument();
  });

  it('sends a candidate signed in for another application to sign in again', async () => {
    candidateSignedIn('otherslug000');
    const { location } = renderApp('/candidate-application-status/abcdefghijkl');
    await waitFor(() => expect(location()).toBe('/candidate-login?returnUrl=%2Fcandidate-application-status%2Fabcdefghijkl'));
    expect(api.calls).toHaveLength(0);
  });

  it('signs the candidate out back to the candidate login for this page', async () => {
    candidateSignedIn();
    api.on('GET candidate-application/status/abcdefghijkl', 200, { data: status });
    const { location } = renderApp('/candidate-application-status/abcdefghijkl');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/candidate-login?returnUrl=%2Fcandidate-application-status%2Fabcdefghijkl'));
    expect(readSession()).toBeNull();
    expect(await screen.findByText('Successfully logged out!')).toBeInTheDocument();
  });

  it("points a company user to the candidate's timeline", async () => {
    logIn(['company_admin']);
    api.on('GET notifications/get-unread-count', 200, unreadCount());
    renderApp('/candidate-application-status/abcdefghijkl');
    expect(await screen.findByRole('link', { name: "Open the candidate's timeline" })).toHaveAttribute('href', '/candidate-timeline/abcdefghijkl');
    expect(api.callsTo('GET candidate-application/status/abcdefghijkl')).toHaveLength(0);
  });
});
