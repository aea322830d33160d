import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderInApp } from '../../test/render-app';
import { CompletionCard } from './completion-card';
import { ProfileEditorPage } from './profile-editor-page';

let api: ReturnType<typeof mockApi>;

function profile(over: Record<string, unknown> = {}, completion = { percent: 10, missing: [{ key: 'phone', label: 'Add your phone number', weight: 10 }] }) {
  return {
    data: {
      candidate: {
        username: 'meera',
        name: 'Meera Rao',
        headline: '',
        avatar_url: '',
        email: 'meera@hub.test',
        phone: '',
        candidate_location: { city: '' },
        resume_url: '',
        current_company: { name: '' },
        career_start: '',
        bio: '',
        links: {},
        skills: [],
        experiences: [],
        projects: [],
        educations: [],
        ...over,
      },
      resume_name: '',
      completion,
    },
  };
}

const draft = {
  data: {
    resume_name: 'cv.pdf',
    parse_error: '',
    items: [
      { key: 'name', section: 'basics', label: 'Name', value: 'Meera S. Rao', current: 'Meera Rao' },
      { key: 'experiences.1', section: 'experiences', label: 'Experience', value: 'Engineer at Zoho (2020-01 – present)', current: '' },
    ],
  },
};

function renderEditor() {
  return renderInApp(<ProfileEditorPage />);
}

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('talenthub profile editor', () => {
  it('shows loading, then the profile with its completion and what is missing', async () => {
    const release = api.hold('GET talenthub/candidate/profile');
    api.on('GET talenthub/candidate/resume-draft', 404, { error_messages: 'There is no resume draft to review' });
    renderEditor();
    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
    release(200, profile());
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Meera Rao');
    expect(screen.getByTestId('completion-percent')).toHaveTextContent('10%');
    expect(within(screen.getByRole('list', { name: 'What is missing' })).getByText('Add your phone number')).toBeInTheDocument();
    expect(screen.getByText('No experiences yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', '/talenthub/meera');
  });

  it('shows the server error when the profile cannot load', async () => {
    api.on('GET talenthub/candidate/profile', 403, { error_messages: 'You cannot access this page.' });
    renderEditor();
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });

  it('saves the basics and shows a field error from the server', async () => {
    api.on('GET talenthub/candidate/profile', 200, profile());
    api.on('GET talenthub/candidate/resume-draft', 404, { error_messages: 'none' });
    api.on('PUT talenthub/candidate/profile', 400, { error_messages: { phone: ['Please enter a valid phone number'] } });
    renderEditor();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), 'call me');
    await user.click(within(screen.getByRole('region', { name: 'About you' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter a valid phone number')).not.toHaveLength(0);
    expect(api.callsTo('PUT talenthub/candidate/profile')[0].body).toMatchObject({ name: 'Meera Rao', phone: 'call me' });
  });

  it('uploads a resume and accepts drafted fields one by one and all at once', async () => {
    api.on('GET talenthub/candidate/profile', 200, profile());
    api.on('GET talenthub/candidate/resume-draft', 404, { error_messages: 'none' });
    renderEditor();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /^Name/ });
    api.set('GET talenthub/candidate/resume-draft', 200, draft);
    api.on('POST talenthub/candidate/resume', 200, draft);
    await user.upload(screen.getByTestId('resume-input'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cv.pdf uploaded!')).toBeInTheDocument();
    const row = await screen.findByTestId('draft-name');
    expect(within(row).getByText('Meera S. Rao')).toBeInTheDocument();
    expect(within(row).getByText('Meera Rao')).toBeInTheDocument();

    api.on('POST talenthub/candidate/resume-draft/accept', 200, { data: { items: [draft.data.items[1]] } });
    api.set('GET talenthub/candidate/resume-draft', 200, { data: { ...draft.data, items: [draft.data.items[1]] } });
    await user.click(within(row).getByRole('button', { name: /^Accept Name/ }));
    await waitFor(() => expect(screen.queryByTestId('draft-name')).not.toBeInTheDocument());
    expect(api.callsTo('POST talenthub/candidate/resume-draft/accept')[0].body).toEqual({ fields: ['name'], all: false });

    api.set('GET talenthub/candidate/resume-draft', 404, { error_messages: 'none' });
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByText('From your resume: review and accept')).not.toBeInTheDocument());
    expect(api.callsTo('POST talenthub/candidate/resume-draft/accept')[1].body).toEqual({ fields: [], all: true });
  });

  it('refuses a wrong file type before sending it', async () => {
    api.on('GET talenthub/candidate/profile', 200, profile());
    api.on('GET talenthub/candidate/resume-draft', 404, { error_messages: 'none' });
    renderEditor();
    await screen.findByRole('textbox', { name: /^Name/ });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('resume-input'), new File(['x'], 'cv.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid file type! Please upload pdf/doc files.')).toBeInTheDocument();
    expect(api.callsTo('POST talenthub/candidate/resume')).toHaveLength(0);
  });

  it('adds an experience through the dialog, by keyboard', async () => {
    api.on('GET talenthub/candidate/profile', 200, profile());
    api.on('GET talenthub/candidate/resume-draft', 404, { error_messages: 'none' });
    api.on('POST talenthub/candidate/experiences', 200, { data: { experience: { id: 3 } } });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add experience' });
    await user.type(within(dialog).getByLabelText('Designation'), 'Engineer');
    await user.type(within(dialog).getByLabelText('Company'), 'Zoho');
    await user.type(within(dialog).getByLabelText('Start'), '2020-01{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST talenthub/candidate/experiences')[0].body).toEqual({
      designation: 'Engineer',
      company: 'Zoho',
      start: '2020-01',
      end: '',
      description: '',
    });
  });

  it('saves the social links, dropping empty ones', async () => {
    api.on('GET talenthub/candidate/profile', 200, profile({ links: { github: 'https://github.com/meera' } }));
    api.on('GET talenthub/candidate/resume-draft', 404, { error_messages: 'none' });
    api.on('PUT talenthub/candidate/links', 200, profile());
    renderEditor();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('GitHub'));
    await user.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/meera');
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(api.callsTo('PUT talenthub/candidate/links')).toHaveLength(1));
    expect(api.callsTo('PUT talenthub/candidate/links')[0].body).toEqual({ links: { linkedin: 'https://www.linkedin.com/in/meera' } });
  });
});

describe('CompletionCard', () => {
  it('reads the completion itself', async () => {
    api.on('GET talenthub/candidate/completion', 200, { data: { percent: 75, missing: [] } });
    renderInApp(<CompletionCard />);
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText('Your profile is complete.')).toBeInTheDocument();
  });
});
