import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const kinds = [
  { kind: 'application_messages', label: 'Messages about your applications', description: 'Emails a company writes to you.', subscribed: true },
  { kind: 'job_alerts', label: 'Job alerts', description: 'Jobs on talenthub that match your profile.', subscribed: false },
];
const prefs = (extra: Record<string, unknown> = {}) => ({ data: { email: 'ada@hub.test', kinds, ...extra } });
const tokenRoute = 'talenthub/email-preferences/u1.abc.def';

describe('/talenthub/email-preferences/{unsubscribeToken}, signed out', () => {
  it('shows each kind with its description, saves the set that is off, and confirms', async () => {
    const release = api.hold(`GET ${tokenRoute}`);
    renderApp('/talenthub/email-preferences/u1.abc.def');
    expect(await screen.findByLabelText('Loading your email preferences')).toBeInTheDocument();
    release(200, prefs());
    expect(await screen.findByRole('heading', { name: 'For ada@hub.test' })).toBeInTheDocument();
    const messages = screen.getByRole('checkbox', { name: 'Messages about your applications' });
    expect(messages).toBeChecked();
    expect(messages).toHaveAccessibleDescription('Emails a company writes to you.');
    expect(screen.getByRole('checkbox', { name: 'Job alerts' })).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument();

    api.on(`PUT ${tokenRoute}`, 200, prefs({ kinds: kinds.map((k) => ({ ...k, subscribed: k.kind === 'job_alerts' })) }));
    await userEvent.click(messages);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Job alerts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your email preferences are saved.')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${tokenRoute}`)[0]?.body).toEqual({ unsubscribed: ['application_messages'] });
  });

  it('offers to stop the kind the link was for in one click', async () => {
    api.on(`GET ${tokenRoute}`, 200, prefs({ kind: 'application_messages' }));
    api.on(`PUT ${tokenRoute}`, 200, prefs({ kind: 'application_messages', kinds: kinds.map((k) => ({ ...k, subscribed: false })) }));
    renderApp('/talenthub/email-preferences/u1.abc.def');
    const alert = await screen.findByText('You came from a link to stop “Messages about your applications”.');
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Stop these emails' }));
    await waitFor(() => expect(api.callsTo(`PUT ${tokenRoute}`)[0]?.body).toEqual({ unsubscribed: ['job_alerts', 'application_messages'] }));
    expect(await screen.findByText('Your email preferences are saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Messages about your applications' })).not.toBeChecked();
  });

  it('says when the link is not valid', async () => {
    api.on(`GET ${tokenRoute}`, 404, { error_messages: 'This link is not valid' });
    renderApp('/talenthub/email-preferences/u1.abc.def');
    expect(await screen.findByText(/This link is not valid\. Open the link in your latest email again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to talenthub' })).toHaveAttribute('href', '/talenthub/login');
  });

  it('shows a save error and keeps the choices', async () => {
    api.on(`GET ${tokenRoute}`, 200, prefs());
    api.on(`PUT ${tokenRoute}`, 400, { error_messages: 'Unknown kind of email: x' });
    renderApp('/talenthub/email-preferences/u1.abc.def');
    await userEvent.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Unknown kind of email: x')).toBeInTheDocument();
  });
});

describe('/talenthub/email-preferences, signed in', () => {
  it('shows the preferences and Your data; downloads the export', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/candidate/email-preferences', 200, prefs({ username: 'ada' }));
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api.on('GET talenthub/candidate/export', 200, {});
    renderApp('/talenthub/email-preferences');
    expect(await screen.findByRole('heading', { name: 'For ada@hub.test' })).toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Your data' });
    await userEvent.click(within(data).getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(saved).toEqual(['talenthub-data.zip']));
    click.mockRestore();
  });

  it('deletes the account only once the username is typed, then signs out', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/candidate/email-preferences', 200, prefs({ username: 'ada' }));
    api.on('DELETE talenthub/candidate/account', 200, { data: { deleted: true } });
    const { location } = renderApp('/talenthub/email-preferences');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your talenthub account?' });
    expect(within(dialog).getByText('This cannot be undone. Type your username ada to confirm.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ad');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'a');
    await userEvent.click(confirm);
    await waitFor(() => expect(location()).toBe('/talenthub/login'));
    expect(api.callsTo('DELETE talenthub/candidate/account')[0]?.query).toBe('?confirm=ada');
    expect(readSession()).toBeNull();
  });

  it('shows a refused deletion in the dialog', async () => {
    logIn(['talenthub_candidate']);
    api.on('GET talenthub/candidate/email-preferences', 200, prefs({ username: 'ada' }));
    api.on('DELETE talenthub/candidate/account', 400, { error_messages: { confirm: ['Please type your username to confirm'] } });
    renderApp('/talenthub/email-preferences');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Please type your username to confirm')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
