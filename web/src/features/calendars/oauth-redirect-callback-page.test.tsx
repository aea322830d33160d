import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { popupName, resultKey } from './result-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.name = '';
});
afterEach(() => {
  window.name = '';
  vi.restoreAllMocks();
});

describe('/oauth-redirect-callback', () => {
  it.each([
    ['success', 'Successfully integrated!'],
    ['email_mismatch', 'Please authorize with registered email!'],
    ['scope_not_accepted', 'Please accept all the scopes!'],
    ['refresh_token_not_present', 'Please revoke access and try again'],
    ['jwt_error', 'Something went wrong!'],
  ])('stores %s under the transaction for the opener, signed out too', async (status, text) => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderApp(`/oauth-redirect-callback?status=${status}&transaction_id=tx-1`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connecting calendar' })).toBeInTheDocument();
    // The page writes in an effect, after the first paint.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(resultKey('tx-1')) ?? 'null')).toEqual({ status }));
    // Not a popup: it stays open.
    expect(close).not.toHaveBeenCalled();
  });

  it('closes itself when it is the popup', async () => {
    window.name = popupName;
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderApp('/oauth-redirect-callback?status=success&transaction_id=tx-2');
    expect(await screen.findByText('Successfully integrated!')).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(localStorage.getItem(resultKey('tx-2'))).not.toBeNull();
  });

  it('stores nothing without a transaction, and reads an unknown status as an error', async () => {
    renderApp('/oauth-redirect-callback?status=whatever');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
