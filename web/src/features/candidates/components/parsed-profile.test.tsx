import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { logIn } from '../../../test/tokens';
import { editOf } from './profile-edit-dialog';

let api: ReturnType<typeof mockApi>;

const application = {
  data: {
    candidate_application: {
      id: 1,
      slug: 'abc',
      candidate: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', links: {}, since: '2026-01-01T00:00:00Z' },
      requisition_id: 3,
      requisition_title: 'Backend Engineer',
      state: { state: 'applied', label: 'Applied', colour: '#eee', text_colour: '#111' },
      next_states: [],
      source: 'manual',
      priority: 127,
      archived: false,
      resume: { name: 'ada.pdf', status: 'parsed', url: '/files/resumes/ada.pdf?exp=1&sig=x' },
      history: [],
      answers: [],
      created_at: '2026-11-20T00:00:00Z',
    },
  },
};

const parsedValues = {
  education: [{ degree: 'B.Tech in Computer Science', institute: 'Indian Institute of Technology Bombay', start_year: 2016, end_year: 2020, line: 'Indian Institute of Technology Bombay 2016 – 2020' }],
  experience: [{ role: 'Software Engineer', company: 'Google', start_year: 2022, end_year: 0, line: 'Google Jul 2022 – Present' }],
  total_years: 4,
  skills: ['Go', 'Python'],
  links: { github: 'https://github.com/ada' },
  tags: [{ tag: 'Competitive Programming', evidence: 'Codeforces: Candidate Master, max rating 2015' }],
  graduation_year: 2020,
  post_graduation_year: 0,
  evidence: { graduation_year: 'Indian Institute of Technology Bombay 2016 – 2020' },
};

const fields = ['education', 'experience', 'total_years', 'skills', 'links', 'tags', 'graduation_year', 'post_graduation_year'];

function profile(extra: Record<string, unknown> = {}) {
  return {
    data: {
      profile: {
        resume_status: 'parsed',
        parsed_at: '2026-11-27T00:00:00Z',
        values: parsedValues,
        parsed: parsedValues,
        sources: Object.fromEntries(fields.map((f) => [f, { source: 'parsed' }])),
        editable: true,
        tag_choices: ['Top Institute', 'Top Company', 'Open Source', 'Competitive Programming', 'Research', 'Hackathon'],
        ...extra,
      },
    },
  };
}

beforeEach(() => {
  api = mockApi();
  logIn(['company_ta'], { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount());
  api.on('GET candidate-application/get-next-states', 200, { data: { next_states: {}, states: [] } });
  api.on('GET candidate-application/get-allowed-sources', 200, { data: { sources: [] } });
  api.on('GET candidate-applications/abc', 200, application);
});
afterEach(() => vi.unstubAllGlobals());

describe('parsed profile', () => {
  it('shows education, experience and tags with the resume lines that earned them, each marked parsed, beside the resume', async () => {
    api.on('GET candidate-applications/abc/profile', 200, profile());
    renderApp('/candidate-timeline/abc');
    const education = await screen.findByTestId('profile-education');
    expect(within(education).getByText('B.Tech in Computer Science, Indian Institute of Technology Bombay')).toBeInTheDocument();
    expect(within(education).getByTestId('years')).toHaveTextContent('2016 – 2020');
    expect(within(education).getByTestId('profile-education-source')).toHaveTextContent('Parsed');
    const experience = screen.getByTestId('profile-experience');
    expect(within(experience).getByText('Software Engineer, Google')).toBeInTheDocument();
    expect(within(experience).getByTestId('years')).toHaveTextContent('2022 – present');
    expect(screen.getByTestId('total-years')).toHaveTextContent('4 years');
    const tags = screen.getByTestId('profile-tags');
    expect(within(tags).getByText('Competitive Programming')).toBeInTheDocument();
    expect(within(tags).getByTestId('evidence')).toHaveTextContent('From the resume: “Codeforces: Candidate Master, max rating 2015”');
    expect(screen.getByTestId('inline-resume')).toHaveAttribute('src', '/files/resumes/ada.pdf?exp=1&sig=x');
    expect(screen.getByTestId('inline-resume')).toHaveStyle({ height: '900px' });
  });

  it('corrects one field and marks it edited by the recruiter', async () => {
    api.on('GET candidate-applications/abc/profile', 200, profile());
    const corrected = { ...parsedValues, education: [{ degree: 'B.Tech in Computer Science', institute: 'IIT Bombay', start_year: 2016, end_year: 2020 }] };
    api.on(
      'PATCH candidate-applications/abc/profile',
      200,
      profile({ values: corrected, sources: { ...profile().data.profile.sources, education: { source: 'edited', edited_by: 'Tara', edited_at: new Date().toISOString() } } }),
    );
    renderApp('/candidate-timeline/abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit education' });
    const institute = within(dialog).getByLabelText('Institute 1');
    await userEvent.clear(institute);
    await userEvent.type(institute, 'IIT Bombay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('IIT Bombay', { exact: false })).toBeInTheDocument();
    expect(api.callsTo('PATCH candidate-applications/abc/profile')[0].body).toEqual({
      education: [{ degree: 'B.Tech in Computer Science', institute: 'IIT Bombay', start_year: 2016, end_year: 2020 }],
    });
    expect(screen.getByTestId('profile-education-source')).toHaveTextContent(/^Edited by Tara/);
    expect(screen.getByRole('button', { name: 'Use parsed value' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when a correction is refused', async () => {
    api.on('GET candidate-applications/abc/profile', 200, profile());
    api.on('PATCH candidate-applications/abc/profile', 400, { error_messages: { total_years: ['Please enter total years between 0 and 70'] } });
    renderApp('/candidate-timeline/abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit total experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit total experience' });
    const box = within(dialog).getByLabelText('Total experience');
    await userEvent.clear(box);
    await userEvent.type(box, '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter total years between 0 and 70');
    expect(api.callsTo('PATCH candidate-applications/abc/profile')[0].body).toEqual({ total_years: 99 });
  });

  it('parses the resume again on request', async () => {
    api.on('GET candidate-applications/abc/profile', 200, profile());
    api.on('POST candidate-applications/abc/reparse', 200, {
      data: { candidate_application: { ...application.data.candidate_application, resume: { ...application.data.candidate_application.resume, status: 'processing' } } },
    });
    renderApp('/candidate-timeline/abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Parse again' }));
    expect(await screen.findByText('The resume will be parsed again; your corrections stay.')).toBeInTheDocument();
    expect(api.callsTo('POST candidate-applications/abc/reparse')).toHaveLength(1);
  });

  it('offers no edits to someone who may only read', async () => {
    api.on('GET candidate-applications/abc/profile', 200, profile({ editable: false }));
    renderApp('/candidate-timeline/abc');
    expect(await screen.findByTestId('profile-education')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Parse again' })).not.toBeInTheDocument();
  });
});

describe('editOf', () => {
  const form = { rows: [], text: '', tags: [], links: {} };
  it('reads empty year boxes as not given and trims skills', () => {
    expect(editOf('experience', { ...form, rows: [{ a: 'SRE', b: 'Acme', start: '2019', end: '' }] })).toEqual({
      experience: [{ role: 'SRE', company: 'Acme', start_year: 2019, end_year: 0 }],
    });
    expect(editOf('skills', { ...form, text: ' Go, ,Kubernetes ' })).toEqual({ skills: ['Go', 'Kubernetes'] });
    expect(editOf('graduation_year', { ...form, text: '' })).toEqual({ graduation_year: 0 });
    expect(editOf('links', { ...form, links: { github: 'https://github.com/x', website: ' ' } })).toEqual({ links: { github: 'https://github.com/x' } });
  });
});
