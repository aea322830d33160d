import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import { applicationSlugOf } from './return-url';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const statusUrl = '/candidate-application-status/abcdefghijkl';
const loginUrl = `/candidate-login?returnUrl=${encodeURIComponent(statusUrl)}`;
const sent = 'If this email belongs to the application, we have sent a passcode to it.';
const candidateToken = makeToken({ sub: 31, roles: ['candidate'], company_id: 1, slug: 'abcdefghijkl', exp: Math.floor(Date.now() / 1000) + 3600 });

describe('applicationSlugOf', () => {
  it.each([
    ['/candidate-application-status/abc123', 'abc123'],
    ['/candidate-application-status/abc123/', 'abc123'],
    ['/candidate-application-status/abc123?x=1#top', 'abc123'],
    ['//evil.example/abc', null],
    ['https://evil.example/abc', null],
    ['/', null],
    [null, null],
  ])('reads %s as %s', (returnUrl, slug) => {
    expect(applicationSlugOf(returnUrl)).toBe(slug);
  });
});

describe('candidate login', () => {
  it.each(['/candidate-login', '/candidate-login?returnUrl=https%3A%2F%2Fevil.example%2Fx'])('%s says the url is invalid and links to the recruiter login', async (url) => {
    renderApp(url);
    expect(await screen.findByText('Invalid url - please click the link from the email!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send passcode' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a passcode, signs in with it, stores the candidate session and goes to returnUrl', async () => {
    api.on('POST candidate-application/send-passcode', 200, { data: { message: sent } });
    api.on('POST candidate-application/login', 200, {
      data: { candidate: { id: 31, name: 'Asha Rao', email: 'asha@example.com' }, candidate_token: candidateToken, company: { id: 1, name: 'Acme Robotics' } },
    });
    api.on('GET candidate-application/status/abcdefghijkl', 200, {
      data: { slug: 'abcdefghijkl', name: 'Asha Rao', job_title: 'Backend Engineer', company_name: 'Acme Robotics', stage: { title: 'Under review', description: 'The team is reviewing your profile.', step: 2 } },
    });
    const { location } = renderApp(loginUrl);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send passcode' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send passcode' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(api.callsTo('POST candidate-application/send-passcode')[0].body).toEqual({ slug: 'abcdefghijkl', email: 'asha@example.com' });

    await user.type(screen.getByLabelText(/Passcode/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe(statusUrl));
    expect(api.callsTo('POST candidate-application/login')[0].body).toEqual({ slug: 'abcdefghijkl', email: 'asha@example.com', passcode: '123456' });
    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    expect(readSession()).toMatchObject({ token: candidateToken, roles: ['candidate'], email: 'asha@example.com', name: 'Asha Rao', userId: 31, slug: 'abcdefghijkl' });
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
  });

  it('toasts the server text of a wrong passcode and stays', async () => {
    const wrong = 'This passcode is not valid. Please check the latest mail or ask for a new one.';
    api.on('POST candidate-application/send-passcode', 200, { data: { message: sent } });
    api.on('POST candidate-application/login', 400, { error_messages: wrong });
    const { location } = renderApp(loginUrl);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send passcode' }));
    await user.type(await screen.findByLabelText(/Passcode/), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(location()).toBe(loginUrl);
    expect(readSession()).toBeNull();
  });
});
