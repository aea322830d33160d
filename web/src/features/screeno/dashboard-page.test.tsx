import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { howItWorksKey } from './rules';

let api: ReturnType<typeof mockApi>;

const parsed = {
  id: 2,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone_number: '+91 98765 43210',
  filename: 'asha.pdf',
  resume_url: '/files/screeno/1/a.pdf?exp=1&sig=x',
  status: 'parsed',
  tags: ['Top Company'],
  tag_evidence: { 'Top Company': 'Software Engineer, Google, 2019 – 2022' },
  score: 2.5,
  graduation_year: 2018,
  job_title: 'Backend',
  screeno_job_id: 1,
};
const broken = { id: 1, name: '', filename: 'broken.pdf', resume_url: '/files/x', status: 'error', error: 'Resume file is damaged or encrypted', tags: [], score: -1, job_title: 'Backend', screeno_job_id: 1 };

function list(candidates: unknown[], extra: Record<string, unknown> = {}) {
  return { data: { candidates, pending_credits: 48, is_new_account: false, processing: 0, ...extra }, meta: { page: 1, per_page: 50, total: candidates.length } };
}

// serve answers the calls every test makes; a route's first answer is the
// one repeated, so a test that needs another passes it here.
function serve({ verified = true, pending = 48 } = {}) {
  api
    .on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'screeno', email_verified: verified }))
    .on('GET screeno/get-available-credits', 200, { data: { available_credits: 50 + pending, pending_credits: pending, used_credits: 2, reserved_credits: 0, share_claimed: false } })
    .on('GET screeno/integrations/status', 200, { data: { external_ats_provider: null, integrations: [] } })
    .on('GET screeno/jobs', 200, { data: { jobs: [{ id: 1, title: 'Backend', ats_provider: null }] } });
}

beforeEach(() => {
  sessionStorage.clear();
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('screening dashboard', () => {
  it('asks for verification before the table and before an upload', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve({ verified: false });
    api.on('GET screeno/list-resumes', 200, list([]));
    renderApp('/screeno');
    expect(await screen.findByText('Click on the verification link sent over your email to get started.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please verify your email!')).toBeInTheDocument();
    expect(api.callsTo('GET screeno/smart-search')).toHaveLength(0);
  });

  it('opens How it works? by itself once a session for a new account', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([], { is_new_account: true }));
    renderApp('/screeno');
    const dialog = await screen.findByRole('dialog', { name: 'How it works?' });
    expect(within(dialog).getByText('Top Competitive Programmer')).toBeInTheDocument();
    expect(sessionStorage.getItem(howItWorksKey)).toBe('1');
  });

  it('does not open How it works? again in the same session', async () => {
    sessionStorage.setItem(howItWorksKey, '1');
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([], { is_new_account: true }));
    renderApp('/screeno');
    expect(await screen.findByText('No candidates yet. Upload resumes to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks a submit in order, uploads the batch and follows each file', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([]));
    api.on('POST screeno/upload-resumes', 200, { data: { candidates: [{ ...parsed, status: 'processing', tags: [], score: -1 }], pending_credits: 47 } });
    renderApp('/screeno');
    const submit = await screen.findByRole('button', { name: 'SUBMIT' });
    await userEvent.click(submit);
    expect(await screen.findByText('Please upload resumes!')).toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'asha.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('resume-input'), file);
    expect(await screen.findByText('1 resume ready to upload')).toBeInTheDocument();
    expect(screen.getByTestId('resume-dropzone')).toHaveAttribute('data-state', 'accepted');
    await userEvent.click(submit);
    expect(await screen.findByText('Please add a Job title!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Job'), 'Data Engineer');
    expect(await screen.findByText('Add "Data Engineer"')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('Successfully uploaded!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/upload-resumes')).toHaveLength(1);
    expect(await screen.findByText('0 of 1 processed')).toBeInTheDocument();
    expect(sessionStorage.getItem(howItWorksKey)).toBe('1');
  });

  it('turns the drop zone red for a refused file', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([]));
    renderApp('/screeno');
    const input = await screen.findByTestId('resume-input');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(await screen.findByText('File type not allowed!')).toBeInTheDocument();
    expect(screen.getByTestId('resume-dropzone')).toHaveAttribute('data-state', 'rejected');
  });

  it('caps the credit badge at 999', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve({ pending: 1500 });
    api.on('GET screeno/list-resumes', 200, list([]));
    renderApp('/screeno');
    const badge = await screen.findByTestId('credit-badge');
    await waitFor(() => expect(badge).toHaveTextContent('999+'));
    expect(screen.getByRole('link', { name: 'Credits left: 1500' })).toHaveAttribute('href', '/screeno/credits');
  });

  it('searches with the boolean query and shows the server error', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([parsed, broken]));
    api.on('GET screeno/smart-search', 400, { error_messages: 'Unmatched "(" at position 12' });
    api.on('GET screeno/smart-search', 200, { data: { candidates: [parsed], processing: 0 }, meta: { page: 1, per_page: 50, total: 1 } });
    renderApp('/screeno');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Use AND, OR and parentheses, e.g. python AND (django OR flask)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Boolean search'), 'python AND (django{Enter}');
    expect(await screen.findByText('Unmatched "(" at position 12')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Boolean search'));
    await userEvent.type(screen.getByLabelText('Boolean search'), 'python AND (django OR flask){Enter}');
    await waitFor(() => expect(api.callsTo('GET screeno/smart-search').at(-1)?.query).toContain('q=python+AND+%28django+OR+flask%29'));
    await waitFor(() => expect(screen.getAllByTestId('candidate-row')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('candidate-row')).toHaveLength(2));
  });

  it('shows a tag evidence on hover and sorts the tag column by score', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([parsed]));
    api.on('GET screeno/smart-search', 200, { data: { candidates: [parsed], processing: 0 }, meta: { page: 1, per_page: 50, total: 1 } });
    renderApp('/screeno');
    await userEvent.hover(await screen.findByText('Top Company'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Software Engineer, Google, 2019 – 2022');
    await userEvent.click(screen.getByRole('button', { name: 'Tags' }));
    await waitFor(() => expect(api.callsTo('GET screeno/smart-search').at(-1)?.query).toContain('sort_by=score'));
  });

  it('moves through resumes in the viewer and warns at the ends', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([parsed, broken]));
    renderApp('/screeno');
    await userEvent.click((await screen.findAllByRole('button', { name: 'View' }))[0]);
    const viewer = await screen.findByRole('dialog', { name: /Resume/ });
    expect(within(viewer).getByTestId('viewer-frame')).toHaveAttribute('src', parsed.resume_url);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous candidate' }));
    expect(await screen.findByText('No more candidates!')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next candidate' }));
    expect(within(viewer).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await within(viewer).findByTestId('viewer-frame', {}, { timeout: 3000 })).toHaveAttribute('src', broken.resume_url);
    expect(within(viewer).getByText('Resume file is damaged or encrypted')).toBeInTheDocument();
  });

  it('downloads the chosen candidates, and says when there is nothing', async () => {
    logIn(['company_admin'], { company_id: 1 });
    serve();
    api.on('GET screeno/list-resumes', 200, list([parsed, broken]));
    api.on('POST screeno/download-xlsx', 400, { error_messages: 'Not enough data!' });
    renderApp('/screeno');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Asha Rao' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Not enough data!')).toBeInTheDocument();
    expect(api.callsTo('POST screeno/download-xlsx')[0].body).toMatchObject({ screeno_resume_ids: [2] });
  });
});
