import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

// The communication feature as users meet it: the timeline's Emails and
// Notes tabs and Recruitment Setup's templates, composed by src/app.

let api: ReturnType<typeof mockApi>;

const templates = [
  { id: 4, name: 'Invite to chat', subject: 'Next steps for {{job_title}}', body: 'Hi {{candidate_name}},\nfrom {{recruiter_name}}', updated_at: '2026-11-20T00:00:00Z' },
];
const variables = [
  { name: 'candidate_name', description: "The candidate's name", example: 'Asha Verma' },
  { name: 'job_title', description: "The job's title", example: 'Senior Backend Engineer' },
  { name: 'recruiter_name', description: 'The sender', example: 'Tara Recruiter' },
];

function application() {
  return {
    data: {
      candidate_application: {
        id: 1, slug: 'abc', requisition_id: 3, requisition_title: 'Platform Engineer',
        candidate: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', links: {} },
        state: { state: 'ta_screen', label: 'TA screen', colour: '#fff', text_colour: '#000' },
        next_states: [], source: 'linkedin', priority: 0, history: [], answers: [], created_at: '2026-11-20T00:00:00Z',
      },
    },
  };
}

beforeEach(() => {
  api = mockApi();
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states: [] } });
  api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [] } });
  api.on('GET candidate-applications/abc', 200, application());
  api.on('GET text-templates', 200, { data: { templates } });
});
afterEach(() => vi.unstubAllGlobals());

describe('send email to candidate', () => {
  it('starts from a template, sends the edited text through the dispatcher and shows it on the Emails tab', async () => {
    logIn(['company_ta'], { company_id: 1 });
    api.on('GET candidate-applications/abc/emails', 200, { data: { emails: [] } });
    const release = api.hold('POST ats-agent/perform-action');
    api.on('GET candidate-applications/abc/emails', 200, {
      data: { emails: [{ id: 9, to: 'ada@example.com', subject: 'Next steps for Platform Engineer', text: 'Hi Ada Lovelace', kind: 'candidate_email', status: 'sent', sent_by: 'Tara', created_at: '2026-11-25T00:00:00Z' }] },
    });
    renderApp('/candidate-timeline/abc/emails');
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send email to candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send email to candidate' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Invite to chat' }));
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Next steps for {{job_title}}');
    // The preview fills what the page knows; the server fills the rest.
    expect(within(dialog).getByText(/Hi Ada Lovelace,/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Message/), '\nSee you soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release(200, { data: { action: 'send_candidate_email', message: 'Email sent successfully', link: '/candidate-timeline/abc/emails' } });
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(api.callsTo('POST ats-agent/perform-action')[0].body).toEqual({
      action: 'send_candidate_email',
      fields: {
        template_data: { id: 4, subject: 'Next steps for {{job_title}}', body: 'Hi {{candidate_name}},\nfrom {{recruiter_name}}\nSee you soon' },
        candidate_application_data: { slug: 'abc' },
      },
    });
    expect(await screen.findByText('Next steps for Platform Engineer')).toBeInTheDocument();
    expect(screen.getByText('Delivered to the mail server')).toBeInTheDocument();
  });

  it('asks for a subject and a message, and shows the server refusal as a toast', async () => {
    logIn(['company_ta'], { company_id: 1 });
    api.on('GET candidate-applications/abc/emails', 200, { data: { emails: [] } });
    api.on('POST ats-agent/perform-action', 403, { error_messages: 'You cannot email the candidates of this job' });
    renderApp('/candidate-timeline/abc/emails');
    await userEvent.click(await screen.findByRole('button', { name: 'Send email to candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send email to candidate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(within(dialog).getByText('Please enter a subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a message')).toBeInTheDocument();
    expect(api.callsTo('POST ats-agent/perform-action')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Subject/), 'Hello');
    await userEvent.type(within(dialog).getByLabelText(/^Message/), 'Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('You cannot email the candidates of this job')).toBeInTheDocument();
    expect(api.callsTo('POST ats-agent/perform-action')[0].body).toMatchObject({ fields: { template_data: { subject: 'Hello', body: 'Hi' } } });
  });

  it('does not offer sending to an interviewer, who still reads the emails', async () => {
    logIn(['company_panel'], { company_id: 1 });
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_panel'] }));
    api.on('GET candidate-applications/abc/emails', 200, { data: { emails: [] } });
    renderApp('/candidate-timeline/abc/emails');
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send email to candidate' })).toBeNull();
  });
});

describe('notes', () => {
  it('writes a note mentioning a colleague the job allows', async () => {
    logIn(['company_ta'], { company_id: 1 });
    api.on('GET candidate-applications/abc/notes', 200, { data: { notes: [] } });
    api.on('GET candidate-applications/abc/mentionable', 200, { data: { users: [{ id: 21, name: 'Hari Manager' }] } });
    api.on('POST candidate-applications/abc/notes', 200, { data: { note: { id: 1 } } });
    renderApp('/candidate-timeline/abc/notes');
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Please write a note')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Note'), 'Strong on systems design');
    await userEvent.click(screen.getByRole('combobox', { name: 'Mention colleagues' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hari Manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.callsTo('POST candidate-applications/abc/notes')[0]?.body).toEqual({ body: 'Strong on systems design', mention_ids: [21] }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
  });

  it("says 'No options' when nobody else sees the job, and lets only the author edit or delete", async () => {
    logIn(['company_ta'], { company_id: 1 });
    api.on('GET candidate-applications/abc/notes', 200, {
      data: {
        notes: [
          { id: 1, author_id: 7, author_name: 'Tara Admin', body: 'Mine to change', mentions: [], mine: true, created_at: '2026-11-24T00:00:00Z', updated_at: '2026-11-24T00:00:00Z' },
          { id: 2, author_id: 8, author_name: 'Other Person', body: 'Not mine', mentions: [{ id: 7, name: 'Tara Admin' }], mine: false, created_at: '2026-11-23T00:00:00Z', updated_at: '2026-11-23T00:00:00Z' },
        ],
      },
    });
    api.on('GET candidate-applications/abc/mentionable', 200, { data: { users: [] } });
    api.on('DELETE notes/1', 200, { data: {} });
    renderApp('/candidate-timeline/abc/notes');
    expect(await screen.findByText('Not mine')).toBeInTheDocument();
    expect(screen.getByText('@Tara Admin')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('combobox', { name: 'Mention colleagues' }));
    expect(await screen.findByText('No options')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Mine to change' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE notes/1')).toHaveLength(1));
  });
});

describe('email templates in Recruitment Setup', () => {
  it('previews with example values, warns of unknown variables, inserts a variable and saves', async () => {
    logIn(['company_admin'], { company_id: 1 });
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_admin'] }));
    api.on('GET vocabulary', 200, { data: { template_variables: variables } });
    api.on('POST text-templates', 200, { data: { template: { id: 5 } } });
    renderApp('/recruitment-setup/templates');
    expect(await screen.findByText('Invite to chat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Rejection');
    await userEvent.type(within(dialog).getByLabelText(/^Subject/), 'About {{{{job_title}}');
    await userEvent.type(within(dialog).getByLabelText(/^Message/), 'Dear {{{{salary}} ');
    expect(within(dialog).getByTestId('preview-subject')).toHaveTextContent('About Senior Backend Engineer');
    expect(within(dialog).getByText('Unknown variable: {{salary}}')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert {{candidate_name}}' }));
    expect(within(dialog).getByTestId('preview-body')).toHaveTextContent('Dear {{salary}} Asha Verma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST text-templates')[0]?.body).toEqual({ name: 'Rejection', subject: 'About {{job_title}}', body: 'Dear {{salary}} {{candidate_name}}' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
  });

  it('shows a hiring manager the templates without changing them', async () => {
    logIn(['company_hiring_manager'], { company_id: 1 });
    api.set('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_hiring_manager'] }));
    renderApp('/recruitment-setup/templates');
    expect(await screen.findByText('Invite to chat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Invite to chat' })).toBeNull();
  });
});
