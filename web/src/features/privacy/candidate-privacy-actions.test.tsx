import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderInApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { CandidatePrivacyActions } from './candidate-privacy-actions';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('the candidate page’s privacy actions', () => {
  it('erases the candidate only once the dialog is confirmed', async () => {
    logIn(['company_admin'], { company_id: 1 });
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_admin'] }));
    api.on('POST candidate-applications/abc/erase', 200, { data: { applications: 1, files: 1 } });
    renderInApp(<CandidatePrivacyActions slug="abc" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Erase candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase this candidate?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(api.callsTo('POST candidate-applications/abc/erase')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(api.callsTo('POST candidate-applications/abc/erase')).toHaveLength(1));
    expect(await screen.findByText('The candidate was erased')).toBeInTheDocument();
  });

  it('shows nothing to those who may not manage personal data', async () => {
    logIn(['company_ta'], { company_id: 1 });
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_ta'] }));
    renderInApp(<CandidatePrivacyActions slug="abc" />);
    await waitFor(() => expect(api.callsTo('GET notifications/get-unread-count').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Erase candidate' })).not.toBeInTheDocument();
  });
});
