import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { skillsAnswer } from './test-fixtures';

let api: ReturnType<typeof mockApi>;

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

describe('review candidates', () => {
  it('filters listed candidates by skill and level and shows their public profile', async () => {
    const asha = { username: 'asha', name: 'Asha Rao', headline: 'Go developer', candidate_location: { city: 'Pune' }, skills: [{ name: 'Go', proficiency: 2 }] };
    api.on('GET talenthub/company/candidates', 200, { data: { candidates: [asha], page: 1, has_more: false } });
    renderApp('/talenthub/review-candidates');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('Go · Level 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/talenthub/asha');
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.click(await screen.findByRole('option', { name: 'Go' }));
    await user.click(screen.getByRole('combobox', { name: 'At least' }));
    await user.click(await screen.findByRole('option', { name: 'Level 2' }));
    await waitFor(() => expect(api.callsTo('GET talenthub/company/candidates').at(-1)?.query).toBe('?skills=go&proficiency=2&page=1'));
  });

  it('says when nobody matches', async () => {
    api.on('GET talenthub/company/candidates', 200, { data: { candidates: [], page: 1, has_more: false } });
    renderApp('/talenthub/review-candidates');
    expect(await screen.findByText('No listed candidates match.')).toBeInTheDocument();
  });
});
