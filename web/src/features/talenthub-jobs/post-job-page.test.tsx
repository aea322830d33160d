import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { boardJob, skillsAnswer } from './test-fixtures';

let api: ReturnType<typeof mockApi>;

const companyJobs = (jobs: unknown[]) => ({
  data: {
    jobs,
    requisitions: [
      { id: 7, title: 'Go Engineer', slug: 'go-engineer' },
      { id: 8, title: 'Intern', slug: 'intern' },
    ],
  },
});

beforeEach(() => {
  api = mockApi();
  api.on('GET talenthub/skills', 200, skillsAnswer);
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  logIn(['company_admin']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Post Job', () => {
  it('posts a live job with a skill at a level and a salary range', async () => {
    api.on('GET talenthub/company/jobs', 200, companyJobs([]));
    api.on('POST talenthub/company/jobs', 200, { data: { job: boardJob({ requisition_id: 8, applicants: 0 }) } });
    renderApp('/talenthub/post-job');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Job' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'Intern' }));
    await user.click(screen.getByRole('radio', { name: 'Internship' }));
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    await user.click(screen.getByRole('combobox', { name: 'Python: Level' }));
    await user.click(await screen.findByRole('option', { name: 'Level 2' }));
    await user.type(screen.getByLabelText('Lowest salary (a year)'), '10000');
    await user.type(screen.getByLabelText('Highest salary (a year)'), '20000');
    await user.click(screen.getByRole('button', { name: 'Post to talenthub' }));
    expect(await screen.findByText('Job posted to talenthub')).toBeInTheDocument();
    expect(api.callsTo('POST talenthub/company/jobs')[0].body).toEqual({
      requisition_id: 8,
      job_type: 'internship',
      experience_required: true,
      skills: [{ slug: 'python', proficiency: 2 }],
      salary_min: 10000,
      salary_max: 20000,
      salary_currency: 'INR',
    });
  });

  it('takes a posted job off the board, and shows the server message on a refusal', async () => {
    api.on('GET talenthub/company/jobs', 200, companyJobs([boardJob({ requisition_id: 7, applicants: 3 })]));
    api.on('POST talenthub/company/jobs', 409, { error_messages: 'Only a live job can be posted to talenthub' });
    api.on('DELETE talenthub/company/jobs/7', 200, { data: { job: boardJob({ requisition_id: 7, status: 'closed' }) } });
    renderApp('/talenthub/post-job');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'Go Engineer' }));
    expect(screen.getByText('Go')).toBeInTheDocument(); // its skills, filled in
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Only a live job can be posted to talenthub')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take off talenthub' }));
    expect(await screen.findByText('Job taken off talenthub')).toBeInTheDocument();
  });
});

describe('company dashboard', () => {
  it('lists the board jobs with their quick applies', async () => {
    api.on('GET talenthub/company/jobs', 200, companyJobs([boardJob({ requisition_id: 7, applicants: 3 })]));
    renderApp('/talenthub/company/dashboard');
    const table = await screen.findByRole('table', { name: 'Company dashboard' });
    const row = within(table).getByRole('row', { name: /Go Engineer/ });
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/talenthub/post-job');
  });

  it('says so to a candidate', async () => {
    logIn(['talenthub_candidate']);
    renderApp('/talenthub/company/dashboard');
    await waitFor(() => expect(screen.getByText('You cannot access this page.')).toBeInTheDocument());
  });
});
