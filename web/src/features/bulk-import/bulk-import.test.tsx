import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  logIn(['company_admin'], { company_id: 1 });
  api = mockApi()
    .on('GET notifications/get-unread-count', 200, unreadCount())
    .on('GET requisitions/5', 200, { data: { requisition: { id: 5, title: 'Backend Engineer', state: 'open', allowed_actions: [] } } });
});
afterEach(() => vi.unstubAllGlobals());

const fields = [
  { key: 'name', label: 'Name', required: true },
  { key: 'email', label: 'Email', required: true },
  { key: 'phone', label: 'Phone', required: false },
  { key: 'resume', label: 'Resume file name', required: false },
];
const base = {
  id: 9,
  requisition_id: 5,
  state: 'uploaded',
  sheet_name: 'people.csv',
  zip_name: 'cvs.zip',
  headers: ['Name', 'Email', 'Mobile', 'CV'],
  mapping: { name: 'Name', email: 'Email', resume: 'CV' },
  fields,
  total_rows: 200,
  error_rows: 0,
  duplicate_rows: 0,
  possible_duplicate_rows: 0,
  skip_bad_rows: false,
  rows_done: 0,
  summary: { imported: 0, linked: 0, already_applied: 0, skipped: 0, resumes_attached: 0, resumes_missing: 0 },
  failure: '',
  problems: [],
  created_at: '2026-11-25T10:00:00Z',
};
const one = (change: Record<string, unknown> = {}) => ({ data: { ...base, ...change } });
const errors = [
  { row: 4, kind: 'error', field: 'email', message: 'Please enter a valid email address' },
  { row: 9, kind: 'error', field: 'name', message: 'Please enter name' },
  { row: 12, kind: 'error', field: 'experience_years', message: 'Experience must be a number of years' },
  { row: 20, kind: 'duplicate', field: 'email', message: 'Already a candidate for this job: not added again' },
];
const problems = (list: unknown[]) => ({ data: { problems: list }, meta: { page: 1, per_page: 50, total: list.length } });

describe('bulk import', () => {
  it('uploads a sheet and a zip, then opens the import by its id', async () => {
    api.on('POST requisitions/5/bulk-imports', 200, one()).on('GET bulk-imports/9', 200, one());
    const { location } = renderApp('/jobs/5/bulk-import');
    expect(await screen.findByRole('heading', { name: 'Bulk import candidates' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a CSV or XLSX file');
    await userEvent.upload(screen.getByLabelText('Candidates sheet (CSV or XLSX)'), new File(['Name,Email\n'], 'people.csv', { type: 'text/csv' }));
    await userEvent.upload(screen.getByLabelText('Resumes (zip, optional)'), new File(['PK'], 'cvs.zip', { type: 'application/zip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(location()).toBe('/jobs/5/bulk-import/9'));
    expect(await screen.findByRole('heading', { name: 'Columns' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email (required)')).toHaveValue('Email');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it('shows each bad row and refuses to import until they are fixed or skipped', async () => {
    const previewed = one({ state: 'previewed', error_rows: 3, duplicate_rows: 1, mapping: { name: 'Name', email: 'Email', phone: 'Mobile', resume: 'CV' } });
    api
      .on('GET bulk-imports/9', 200, one())
      .on('PUT bulk-imports/9/mapping', 200, previewed)
      .on('GET bulk-imports/9/problems', 200, problems(errors))
      .on('PUT bulk-imports/9/file', 200, one({ state: 'previewed', duplicate_rows: 1 }))
      .on('POST bulk-imports/9/start', 200, one({ state: 'importing', rows_done: 50 }));
    renderApp('/jobs/5/bulk-import/9');
    await userEvent.selectOptions(await screen.findByLabelText('Phone'), 'Mobile');
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(api.callsTo('PUT bulk-imports/9/mapping')).toHaveLength(1));
    expect(api.callsTo('PUT bulk-imports/9/mapping')[0].body).toEqual({ mapping: { name: 'Name', email: 'Email', phone: 'Mobile', resume: 'CV' } });

    const table = await screen.findByRole('table', { name: 'Problems by row' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['4', '9', '12', '20']);
    expect(within(rows[0]).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('200 rows: 3 with errors, 1 duplicates, 0 possible duplicates.')).toBeInTheDocument();

    const importButton = screen.getByRole('button', { name: 'Import 200 candidates' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription('3 rows have errors: fix them and upload the corrected file, or choose to skip them.');
    await userEvent.click(screen.getByLabelText('Skip the 3 rows with errors'));
    expect(screen.getByRole('button', { name: 'Import 197 candidates' })).toBeEnabled();
    await userEvent.click(screen.getByLabelText('Skip the 3 rows with errors'));

    await userEvent.upload(screen.getByLabelText('Replace file'), new File(['Name,Email\n'], 'people-fixed.csv', { type: 'text/csv' }));
    api.on('GET bulk-imports/9/problems', 200, problems(errors.slice(3)));
    await userEvent.click(screen.getByRole('button', { name: 'Upload corrected file' }));
    await waitFor(() => expect(api.callsTo('PUT bulk-imports/9/file')).toHaveLength(1));
    const enabled = await screen.findByRole('button', { name: 'Import 200 candidates' });
    await waitFor(() => expect(enabled).toBeEnabled());
    api.on('GET bulk-imports/9', 200, one({ state: 'importing', rows_done: 50 }));
    await userEvent.click(enabled);
    await waitFor(() => expect(api.callsTo('POST bulk-imports/9/start')[0].body).toEqual({ skip_bad_rows: false }));
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Imported 50 of 200 rows…')).toBeInTheDocument();
  });

  it('ends with a summary and a link to the job', async () => {
    api
      .on('GET bulk-imports/9', 200, one({ state: 'done', rows_done: 200, summary: { imported: 196, linked: 1, already_applied: 0, skipped: 3, resumes_attached: 197, resumes_missing: 0 } }))
      .on('GET bulk-imports/9/problems', 200, problems([{ row: 4, kind: 'skipped', field: 'email', message: 'Please enter a valid email address' }]));
    renderApp('/jobs/5/bulk-import/9');
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(screen.getByText('New candidates added').nextSibling).toHaveTextContent('196');
    expect(screen.getByRole('link', { name: "Go to the job's candidates" })).toHaveAttribute('href', '/jobs/5');
  });

  it('says when the import is not found', async () => {
    api.on('GET bulk-imports/9', 404, { error_messages: 'Import not found' });
    renderApp('/jobs/5/bulk-import/9');
    expect(await screen.findByText('This import was not found.')).toBeInTheDocument();
  });
});
