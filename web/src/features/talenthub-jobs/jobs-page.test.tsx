import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { boardJob, skillsAnswer } from './test-fixtures';

let api: ReturnType<typeof mockApi>;

const page = (jobs: unknown[], more = false) => ({ data: { jobs, page: 1, has_more: more } });

beforeEach(() => {
  api = mockApi();
  api.on('GET talenthub/skills', 200, skillsAnswer);
  api.on('GET notifications/get-unread-count', 200, unreadCount());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('talenthub jobs page', () => {
  it('lists jobs for anyone; apply signed out goes to the talenthub login and back', async () => {
    api.on('GET talenthub/jobs', 200, page([boardJob(), boardJob({ slug: 'intern', designation: 'Intern', job_type_display: 'Internship' })]));
    const { location } = renderApp('/talenthub/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go Engineer' })).toHaveAttribute('href', '/talenthub/acme/jobs/go-engineer');
    expect(screen.getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/talenthub/post-job');
    expect(screen.getByRole('button', { name: 'Get notified for new jobs' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quick Apply: Intern' }));
    await waitFor(() => expect(location()).toBe('/talenthub/login?returnUrl=%2Ftalenthub%2Fjobs'));
    expect(api.callsTo('POST talenthub/acme/jobs/intern/submit-application')).toHaveLength(0);
  });

  it('lets a candidate quick apply, and shows a refusal as the server says it', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/jobs', 200, page([boardJob(), boardJob({ slug: 'done', designation: 'Done job', applied: true })]));
    api.on('POST talenthub/acme/jobs/go-engineer/submit-application', 400, { error_messages: 'Please match all requirements to apply' });
    api.on('POST talenthub/acme/jobs/go-engineer/submit-application', 200, { data: { message: 'Your application is submitted!' } });
    renderApp('/talenthub/jobs');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Quick Apply: Done job' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Post Job' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick Apply: Go Engineer' }));
    expect(await screen.findByText('Please match all requirements to apply')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick Apply: Go Engineer' }));
    expect(await screen.findByText('Your application is submitted!')).toBeInTheDocument();
  });

  it('shows company users Post Job and no Quick Apply', async () => {
    logIn(['company_admin']);
    api.on('GET talenthub/jobs', 200, page([boardJob()]));
    renderApp('/talenthub/jobs');
    expect(await screen.findByRole('link', { name: 'Go Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quick Apply/ })).not.toBeInTheDocument();
  });

  it('filters by type, experience 5+ and skills, showing at most 2 tags', async () => {
    api.on('GET talenthub/jobs', 200, page([boardJob()]));
    renderApp('/talenthub/jobs');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Go Engineer' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('radio', { name: 'Internship' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Filter by experience' }));
    const slider = within(drawer).getByRole('slider');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuetext', '5+');
    await user.click(within(drawer).getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Go' }));
    await user.click(within(drawer).getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Java' }));
    await user.click(within(drawer).getByRole('button', { name: 'Show jobs' }));
    await waitFor(() => expect(api.callsTo('GET talenthub/jobs').at(-1)?.query).toBe('?type=internship&experience=6&skills=go&skills=java&page=1'));
    expect(await screen.findByText('Internship')).toBeInTheDocument();
    expect(screen.getByText('5+ years')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it("turns on a candidate's job alerts, keeping their other mail choices", async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/jobs', 200, page([]));
    api.on('GET talenthub/candidate/email-preferences', 200, {
      data: {
        email: 'asha@example.test',
        kinds: [
          { kind: 'job_alerts', label: 'Job alerts', subscribed: false },
          { kind: 'product_news', label: 'News', subscribed: false },
          { kind: 'application_messages', label: 'Applications', subscribed: true },
        ],
      },
    });
    api.on('PUT talenthub/candidate/email-preferences', 200, { data: { email: 'asha@example.test', kinds: [] } });
    renderApp('/talenthub/jobs');
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get notified for new jobs' }));
    expect(await screen.findByText('You will get new jobs by email.')).toBeInTheDocument();
    expect(api.callsTo('PUT talenthub/candidate/email-preferences')[0].body).toEqual({ unsubscribed: ['product_news'] });
    expect(await screen.findByText(/Job alerts are on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get notified for new jobs' })).not.toBeInTheDocument();
  });

  it('says when job alerts are on, and turns them off', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/jobs', 200, page([]));
    api.on('GET talenthub/candidate/email-preferences', 200, {
      data: {
        email: 'asha@example.test',
        kinds: [
          { kind: 'job_alerts', label: 'Job alerts', subscribed: true },
          { kind: 'product_news', label: 'News', subscribed: false },
        ],
      },
    });
    api.on('PUT talenthub/candidate/email-preferences', 200, { data: { email: 'asha@example.test', kinds: [] } });
    renderApp('/talenthub/jobs');
    expect(await screen.findByText(/Job alerts are on/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn off job alerts' }));
    expect(await screen.findByText('Job alerts are off.')).toBeInTheDocument();
    expect(api.callsTo('PUT talenthub/candidate/email-preferences')[0].body).toEqual({ unsubscribed: ['product_news', 'job_alerts'] });
    expect(await screen.findByRole('button', { name: 'Get notified for new jobs' })).toBeInTheDocument();
  });

  it('offers job alerts to a visitor without asking for preferences', async () => {
    api.on('GET talenthub/jobs', 200, page([]));
    renderApp('/talenthub/jobs');
    expect(await screen.findByRole('button', { name: 'Get notified for new jobs' })).toBeInTheDocument();
    expect(api.callsTo('GET talenthub/candidate/email-preferences')).toHaveLength(0);
  });

  it('is silent when the list cannot load', async () => {
    api.on('GET talenthub/jobs', 500, { error_messages: 'boom' });
    renderApp('/talenthub/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET talenthub/jobs')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });
});
