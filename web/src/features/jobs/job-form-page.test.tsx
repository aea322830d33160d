import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount, vocabulary } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi()
    .on('GET notifications/get-unread-count', 200, unreadCount())
    .on('GET users/list', 200, { data: { users: [] } })
    .on('GET departments', 200, { data: { options: [{ value: '1', title: 'Engineering' }] } })
    .on('GET designations', 200, { data: { designations: [] } })
    .on('GET candidate-application/get-next-states', 200, { data: { states: [] } });
});
afterEach(() => vi.unstubAllGlobals());

// fill sets a field at once (typing character by character is slow on CI).
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('job form', () => {
  it('checks the title in the browser before saving', async () => {
    logIn(['company_ta']);
    renderApp('/jobs/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('Please enter a job title')).toBeInTheDocument();
    expect(api.callsTo('POST requisitions')).toHaveLength(0);
    fill(screen.getByLabelText(/Job title/), 'Designer');
    await waitFor(() => expect(screen.queryByText('Please enter a job title')).not.toBeInTheDocument());
  });

  it('creates a job with a choice question and opens it', async () => {
    logIn(['company_ta']);
    api.on('POST requisitions', 200, { data: { requisition: { id: 9, title: 'Designer', state: 'pending_approval' } } });
    api.on('GET requisitions/9', 200, { data: { requisition: { id: 9, title: 'Designer', state: 'pending_approval' } } });
    const { location } = renderApp('/jobs/new');
    fill(await screen.findByLabelText(/Job title/), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fill(screen.getByLabelText('Question'), 'Notice period');
    await userEvent.click(screen.getByRole('combobox', { name: 'Answer type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Single choice' }));
    fill(screen.getByLabelText('Options'), '30 days\n60 days');
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    fill(screen.getByLabelText('City'), 'Pune');
    fill(screen.getByLabelText('Country'), 'India');
    await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
    await waitFor(() => expect(location()).toBe('/jobs/9'));
    const body = api.callsTo('POST requisitions')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Designer',
      locations: [{ city: 'Pune', country: 'India', remote: false }],
      screening_questions: [{ title: 'Notice period', field_type: 'single_choice', meta_data: { options: ['30 days', '60 days'] }, required: false, referral_question: false }],
    });
  });

  it('shows the server field errors under their fields', async () => {
    logIn(['company_ta']);
    api.on('POST requisitions', 422, { error_messages: { salary_currency: ['Please select a salary currency!'] } });
    renderApp('/jobs/new');
    fill(await screen.findByLabelText(/Job title/), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('Please select a salary currency!')).toBeInTheDocument();
  });

  it('ignores the mouse wheel on number fields', async () => {
    logIn(['company_ta']);
    renderApp('/jobs/new');
    const openings = await screen.findByLabelText('Openings');
    openings.focus();
    expect(openings).toHaveFocus();
    openings.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    expect(openings).not.toHaveFocus();
    expect(openings).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Minimum experience (years)')).toHaveAttribute('step', '0.1');
  });

  it('fills the edit form and saves with PUT', async () => {
    logIn(['company_ta']);
    const requisition = { id: 4, title: 'Designer', state: 'open', allowed_actions: ['edit', 'publish', 'archive'], job_type: 'contract', openings: 1, screening_questions: [{ id: 7, title: 'Portfolio?', field_type: 'yes_no', meta_data: { options: [] }, required: true }] };
    api.on('GET requisitions/4', 200, { data: { requisition } });
    api.on('PUT requisitions/4', 200, { data: { requisition } });
    const { location } = renderApp('/jobs/4/edit');
    expect(await screen.findByDisplayValue('Portfolio?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/jobs/4'));
    expect(api.callsTo('PUT requisitions/4')[0].body).toMatchObject({ title: 'Designer', job_type: 'contract', screening_questions: [{ id: 7, title: 'Portfolio?', field_type: 'yes_no', required: true }] });
  });

  it('offers in each people picker the roles the server names for it', async () => {
    logIn(['company_ta']);
    api.on('GET vocabulary', 200, vocabulary());
    api.set('GET users/list', 200, {
      data: {
        users: [
          { id: 3, name: 'Hari Manager', roles: ['company_hiring_manager'] },
          { id: 4, name: 'Pia Panel', roles: ['company_panel'] },
          { id: 5, name: 'Talent Co', roles: ['agency'], agency_id: 2, agency_name: 'Talent Co' },
        ],
      },
    });
    renderApp('/jobs/new');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Hiring manager' }));
    const managers = await screen.findByRole('listbox');
    await within(managers).findByText('Hari Manager');
    expect(within(managers).queryByText('Pia Panel')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Interview panel' }));
    const panel = await screen.findByRole('listbox');
    expect(await within(panel).findByText('Pia Panel')).toBeInTheDocument();
    expect(within(panel).getByText('Hari Manager')).toBeInTheDocument();
    expect(within(panel).queryByText('Talent Co')).toBeNull();
  });

  it('shows the 403 page to people who may not create or edit the job', async () => {
    logIn(['company_hiring_manager']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_hiring_manager'] }));
    api.on('GET requisitions/4', 200, { data: { requisition: { id: 4, title: 'Designer', state: 'open', allowed_actions: [] } } });
    renderApp('/jobs/new');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });

  it('shows the 403 page on the edit form of a job the person may not edit', async () => {
    logIn(['company_panel']);
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_panel'] }));
    api.on('GET requisitions/4', 200, { data: { requisition: { id: 4, title: 'Designer', state: 'open', allowed_actions: [] } } });
    renderApp('/jobs/4/edit');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });
});
