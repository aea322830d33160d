import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const inTen = () => new Date(Date.now() + 10 * 60 * 1000).toISOString();

const openAttempt = (over: Record<string, unknown> = {}) => ({
  id: 'a1b2c3',
  skill_slug: 'go',
  skill_name: 'Go',
  state: 'open',
  started_at: new Date().toISOString(),
  deadline: inTen(),
  finished_at: '',
  score: 0,
  total: 2,
  result: '',
  level: 0,
  questions: [
    { position: 1, text: 'Which keyword declares a function in Go?', options: ['function', 'def', 'func', 'fn'], level: 1, chosen: null },
    { position: 2, text: 'What does defer do?', options: ['Runs later', 'Runs now', 'Panics', 'Nothing'], level: 2, chosen: null },
  ],
  ...over,
});

describe('skill dashboard', () => {
  it('shows skills with their badges, assessments with cooldowns, attempts and certificates', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/skill-dashboard', 200, {
      data: {
        skills: [
          { name: 'Go', slug: 'go', proficiency: 2, last_passed_certification_slug: '' },
          { name: 'Python', slug: 'python', proficiency: -1, last_passed_certification_slug: '' },
          { name: 'Rust', slug: 'rust', proficiency: 0, last_passed_certification_slug: '' },
        ],
        assessments: [
          { skill_slug: 'go', skill_name: 'Go', category: 'Languages', proficiency: 2, open_attempt: '', next_attempt_at: '2026-11-29T09:00:00Z' },
          { skill_slug: 'sql', skill_name: 'SQL', category: 'Languages', proficiency: 0, open_attempt: '', next_attempt_at: '' },
        ],
        attempts: [
          { id: 'x1', skill_slug: 'go', skill_name: 'Go', state: 'finished', started_at: '2026-11-28T09:00:00Z', deadline: '', finished_at: '', score: 8, total: 10, result: 'passed', level: 2 },
        ],
        certificates: [],
      },
    });
    renderApp('/talenthub/skill-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skill dashboard' })).toBeInTheDocument();
    const skills = await screen.findByRole('region', { name: 'Your skills' });
    expect(within(skills).getByText('Verified: Advanced')).toBeInTheDocument();
    expect(within(skills).getByText('Partially passed')).toBeInTheDocument();
    expect(within(skills).getByText('Unverified')).toBeInTheDocument();
    expect(within(skills).getByRole('link', { name: 'Get certified' })).toHaveAttribute('href', '/talenthub/certifications/go/get-started');
    expect(screen.getByText('After 29 Nov 2026, 09:00 UTC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take assessment: SQL' })).toHaveAttribute('href', '/talenthub/assessments/sql/get-started');
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    expect(screen.getByText(/No certificates yet/)).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/skill-dashboard', 500, {});
    renderApp('/talenthub/skill-dashboard');
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
  });
});

describe('assessment', () => {
  it('starts an attempt from the get-started page', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/assessments/go', 200, {
      data: { skill_slug: 'go', skill_name: 'Go', questions: 10, minutes: 10, pass_mark: 6, proficiency: 0, open_attempt: '', next_attempt_at: '' },
    });
    api.on('POST talenthub/assessments/go', 200, { data: { assessment: openAttempt() } });
    api.on('GET talenthub/assessment-attempts/a1b2c3', 200, { data: { assessment: openAttempt() } });
    renderApp('/talenthub/assessments/go/get-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assess skills: Go' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start assessment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Go assessment' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left: (9:5\d|10:00)/);
  });

  it('says when the next attempt may start', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/assessments/go', 200, {
      data: { skill_slug: 'go', skill_name: 'Go', questions: 10, minutes: 10, pass_mark: 6, proficiency: 1, open_attempt: '', next_attempt_at: '2026-11-29T09:00:00Z' },
    });
    renderApp('/talenthub/assessments/go/get-started');
    expect(await screen.findByText('You can take this assessment again after 29 Nov 2026, 09:00 UTC.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start assessment' })).not.toBeInTheDocument();
  });

  it('answers one question at a time, then finishes with the rest and shows the result', async () => {
    logIn(['talenthub_candidate']);
    const answered = openAttempt();
    (answered.questions[0] as { chosen: number | null }).chosen = 2;
    api.on('GET talenthub/assessment-attempts/a1b2c3', 200, { data: { assessment: openAttempt() } });
    api.on('POST talenthub/submit-assessment-question', 200, { data: { assessment: answered } });
    api.on('POST talenthub/assessment-attempts/a1b2c3/finish', 200, {
      data: {
        assessment: openAttempt({
          state: 'finished',
          score: 1,
          total: 2,
          result: 'partial',
          questions: [
            { ...answered.questions[0], chosen: 2, correct: 2 },
            { ...answered.questions[1], chosen: 1, correct: 0 },
          ],
        }),
      },
    });
    renderApp('/talenthub/assessments/a1b2c3');
    const user = userEvent.setup();
    const first = await screen.findByRole('radiogroup', { name: /Which keyword declares/ });
    await user.click(within(first).getByRole('radio', { name: 'func' }));
    await user.click(screen.getByRole('button', { name: 'Submit answer 1' }));
    expect(api.callsTo('POST talenthub/submit-assessment-question')[0].body).toEqual({ assessment_id: 'a1b2c3', position: 1, choice: 2 });
    expect(await screen.findByText('Answered')).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: /What does defer do/ })).getByRole('radio', { name: 'Runs now' }));
    await user.click(screen.getByRole('button', { name: 'Finish assessment' }));
    expect(api.callsTo('POST talenthub/assessment-attempts/a1b2c3/finish')[0].body).toEqual({ answers: [{ position: 2, choice: 1 }] });
    expect(await screen.findByText(/Partially passed: 1 of 2 right/)).toBeInTheDocument();
    expect(screen.getByText(/Right answer: Runs later/)).toBeInTheDocument();
  });

  it('shows the server message when an answer is refused', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/assessment-attempts/a1b2c3', 200, { data: { assessment: openAttempt() } });
    api.on('POST talenthub/submit-assessment-question', 409, { error_messages: 'Time is up: answers after the deadline do not count' });
    renderApp('/talenthub/assessments/a1b2c3');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('radiogroup', { name: /Which keyword/ })).getByRole('radio', { name: 'def' }));
    await user.click(screen.getByRole('button', { name: 'Submit answer 1' }));
    expect(await screen.findByText('Time is up: answers after the deadline do not count')).toBeInTheDocument();
  });
});

describe('certificates', () => {
  it('claims a certificate after a pass at level 2', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/certifications/go', 200, {
      data: { skill_slug: 'go', skill_name: 'Go', proficiency: 2, can_claim: true, certificate: null },
    });
    api.on('POST talenthub/update-certification', 200, {
      data: { certificate: { slug: 'c0ffee', candidate_name: 'Meera', username: 'meera', skill_slug: 'go', skill_name: 'Go', level: 2, badge: 'Verified: Advanced', issued_at: '2026-11-28T09:00:00Z', valid: true, revoked_at: '' } },
    });
    renderApp('/talenthub/certifications/go/get-started');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim certificate' }));
    expect(await screen.findByRole('link', { name: 'Open its verification page' })).toHaveAttribute('href', '/talenthub/certificate/c0ffee/verify');
    expect(api.callsTo('POST talenthub/update-certification')[0].body).toEqual({ skill_slug: 'go' });
  });

  it('verifies a certificate without signing in, and says when it is revoked or unknown', async () => {
    api.on('GET talenthub/certificate/c0ffee', 200, {
      data: { certificate: { slug: 'c0ffee', candidate_name: 'Meera Rao', username: 'meera', skill_slug: 'go', skill_name: 'Go', level: 3, badge: 'Verified: Expert', issued_at: '2026-11-28T09:00:00Z', valid: false, revoked_at: '2026-11-30T09:00:00Z' } },
    });
    renderApp('/talenthub/certificate/c0ffee/verify');
    expect(await screen.findByRole('heading', { level: 2, name: 'Meera Rao' })).toBeInTheDocument();
    expect(screen.getByText('Verified: Expert')).toBeInTheDocument();
    expect(screen.getByText('Revoked on 30 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Issued on 28 November 2026')).toBeInTheDocument();
  });

  it('says Certificate not found for an unknown slug', async () => {
    api.on('GET talenthub/certificate/nope', 404, { error_messages: 'Certificate not found' });
    renderApp('/talenthub/certificate/nope/verify');
    await waitFor(() => expect(screen.getByText('Certificate not found')).toBeInTheDocument());
  });
});
