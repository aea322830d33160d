import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { logIn } from '../../../test/tokens';

let api: ReturnType<typeof mockApi>;

const questions = [
  { id: 1, title: 'How many years have you written Go in production?', field_type: 'number', required: true },
  { id: 2, title: 'Which databases have you run at scale?', field_type: 'multiple_choice', required: false, meta_data: { options: ['PostgreSQL', 'MySQL'] } },
  { id: 3, title: 'Are you open to working from Bengaluru twice a week?', field_type: 'yes_no', required: true },
];

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states: [] } });
  api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [{ value: 'manual', title: 'Added manually' }, { value: 'linkedin', title: 'LinkedIn' }] } });
  api.on('GET requisitions', 200, { data: { requisitions: [{ id: 1, title: 'Senior Backend Engineer (Go)', state: 'live' }] } });
  api.on('GET requisitions/1', 200, { data: { requisition: { id: 1, title: 'Senior Backend Engineer (Go)', screening_questions: questions } } });
  api.on('GET users/list', 200, { data: { users: [] } });
  api.on('GET ats-tags', 200, { data: { tags: [], notice_periods: [] } });
  api.on('GET candidate-applications', 200, { data: { candidate_applications: [], state_counts: {}, navigation_token: '' }, meta: { page: 1, per_page: 20, total: 0 } });
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  renderApp('/candidates');
  await userEvent.click(await screen.findByRole('button', { name: 'Add candidate' }));
  return screen.findByRole('dialog', { name: 'Add candidate' });
}

describe('add candidate dialog', () => {
  it('turns the box red for a refused file and names an accepted one', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText('0 files selected')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Resume') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await within(dialog).findByText('Invalid file type! Please upload pdf/doc files.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('resume-drop')).toHaveAttribute('data-rejected', 'true');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'ada.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('ada.pdf uploaded!')).toBeInTheDocument();
    expect(within(dialog).getByTestId('resume-drop')).toHaveAttribute('data-rejected', 'false');
  });

  it('checks the fields in order, then sends the answers by type and opens the timeline', async () => {
    api.on('POST candidate-applications', 200, { data: { candidate_application: { slug: 'newslug' } } });
    api.on('GET candidate-applications/newslug', 200, { data: { candidate_application: { slug: 'newslug', candidate: { name: 'Ada' }, state: { state: 'sourced', label: 'Sourced' } } } });
    const dialog = await openDialog();
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    expect(await screen.findByText('Please select a job!')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Job/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Backend Engineer (Go)' }));
    await within(dialog).findByText('Which databases have you run at scale?');
    await userEvent.click(add);
    expect(await screen.findByText('Please enter name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ada');
    await userEvent.click(add);
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(add);
    expect(await screen.findByText('Please fill all the required fields')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/How many years/), '5');
    await userEvent.click(add);
    await waitFor(() => expect(api.callsTo('POST candidate-applications')).toHaveLength(1));
    const fetchMock = vi.mocked(fetch);
    const form = fetchMock.mock.calls.find(([url, init]) => String(url).includes('candidate-applications') && init?.method === 'POST')![1]!.body as FormData;
    expect(form.get('requisition_id')).toBe('1');
    expect(form.get('source')).toBe('manual');
    expect(JSON.parse(String(form.get('answers')))).toEqual({ 1: 5, 2: null, 3: false });
    expect(await screen.findByText('Candidate added')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Ada' });
  });
});
