import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { groupByCompany } from './layoffs-page';
import { splitSkills } from './layoffs-section';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const asha = { id: 7, name: 'Asha Rao', role: 'Backend engineer', skills: ['Go', 'PostgreSQL'], location: 'Pune', linkedin_url: 'https://www.linkedin.com/in/asha', company_name: 'Acme', company_slug: 'acme', listed_at: '2026-11-20T10:00:00Z' };
const ben = { ...asha, id: 8, name: 'Ben Okafor', skills: [], linkedin_url: '', location: '' };
const chen = { ...asha, id: 9, name: 'Chen Li', company_name: 'Beta', company_slug: 'beta' };
const page = (people: unknown[], total = people.length) => ({ data: { people }, meta: { page: 1, per_page: 20, total } });

describe('/layoffs, signed out', () => {
  it('lists people by company with no email, filters and pages', async () => {
    api.on('GET layoffs', 200, page([asha, ben, chen], 45));
    const { location } = renderApp('/layoffs');
    expect(await screen.findByRole('heading', { name: 'Let go by Acme' })).toBeInTheDocument();
    const acme = screen.getByRole('region', { name: 'Let go by Acme' });
    expect(within(acme).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(acme).getByText('Ben Okafor')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Let go by Beta' })).getByText('Chen Li')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn profile of Asha Rao' })).toHaveAttribute('href', 'https://www.linkedin.com/in/asha');
    expect(screen.getByText('45 people')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('@');

    await userEvent.type(screen.getByLabelText('Skill or role'), 'go');
    await userEvent.type(screen.getByLabelText('Location'), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/layoffs?skill=go&location=Pune'));
    await waitFor(() => expect(api.callsTo('GET layoffs').at(-1)?.query).toContain('skill=go'));

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location()).toContain('page=2'));
  });

  it('says when nobody is listed, and when the list fails', async () => {
    api.on('GET layoffs', 200, page([]));
    renderApp('/layoffs');
    expect(await screen.findByText('Nobody is listed yet.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    api = mockApi();
    api.on('GET layoffs', 500, { error_messages: 'Something went wrong' });
    renderApp('/layoffs?skill=rust');
    expect(await screen.findByText('We could not load the list. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('writes to a person through Hirekit, checking the form first', async () => {
    api.on('GET layoffs', 200, page([asha]));
    api.on('POST layoffs/7/contact', 200, { data: { message: 'Almost done: we mailed you a link. Open it within 24 hours to confirm your address, and your message will be sent.' } });
    renderApp('/layoffs');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Write to Asha Rao' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please enter name')).toBeInTheDocument();
    expect(api.callsTo('POST layoffs/7/contact')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Gita');
    await userEvent.type(within(dialog).getByLabelText(/Your work email/), 'gita@beta.test');
    await userEvent.type(within(dialog).getByLabelText(/Your company/), 'Beta');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'We are hiring.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST layoffs/7/contact')).toHaveLength(1));
    expect(api.callsTo('POST layoffs/7/contact')[0].body).toEqual({ name: 'Gita', email: 'gita@beta.test', company: 'Beta', message: 'We are hiring.' });
    expect(await screen.findByText(/we mailed you a link/)).toBeInTheDocument();
  });

  it('shows the server’s limit message', async () => {
    api.on('GET layoffs', 200, page([asha]));
    api.on('POST layoffs/7/contact', 429, { error_messages: 'Too many attempts, please try again in 60 minutes.' });
    renderApp('/layoffs');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Asha Rao' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Your name/), 'Gita');
    await userEvent.type(within(dialog).getByLabelText(/Your work email/), 'gita@beta.test');
    await userEvent.type(within(dialog).getByLabelText(/Your company/), 'Beta');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Too many attempts, please try again in 60 minutes.')).toBeInTheDocument();
  });
});

const link = { name: 'Asha Rao', company_name: 'Acme', role: 'Backend engineer', skills: ['Go'], location: 'Pune', linkedin_url: '', state: 'pending', expired: false, consent_text: 'I agree that my name…' };

describe('the person’s link', () => {
  it('asks for consent with a click and records it', async () => {
    api.on('GET layoffs/link', 200, { data: link });
    api.on('POST layoffs/link', 200, { data: { ...link, state: 'listed' } });
    renderApp('/layoffs/consent/tok123?action=consent');
    expect(await screen.findByText(/Acme would like to list you/)).toBeInTheDocument();
    expect(screen.getByText('I agree that my name…')).toBeInTheDocument();
    expect(api.callsTo('POST layoffs/link')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'List me' }));
    await waitFor(() => expect(api.callsTo('POST layoffs/link')[0]?.body).toEqual({ token: 'tok123', action: 'consent' }));
    expect(await screen.findByText(/You are listed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove me from the page' })).toBeInTheDocument();
  });

  it('declines', async () => {
    api.on('GET layoffs/link', 200, { data: link });
    api.on('POST layoffs/link', 200, { data: { ...link, state: 'declined' } });
    renderApp('/layoffs/consent/tok123');
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByText(/You said no/)).toBeInTheDocument();
    expect(api.callsTo('POST layoffs/link')[0].body).toEqual({ token: 'tok123', action: 'decline' });
  });

  it('asks a listed person to confirm the removal link with a click (a mail scanner removes nobody)', async () => {
    api.on('GET layoffs/link', 200, { data: { ...link, state: 'listed' } });
    api.on('POST layoffs/link', 200, { data: { ...link, state: 'removed' } });
    renderApp('/layoffs/consent/tok123?action=remove');
    expect(await screen.findByText(/You opened the link to remove yourself/)).toBeInTheDocument();
    expect(api.callsTo('POST layoffs/link')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove me from the page' }));
    expect(await screen.findByText(/You are removed from the page/)).toBeInTheDocument();
    expect(api.callsTo('POST layoffs/link')).toHaveLength(1);
    expect(api.callsTo('POST layoffs/link')[0].body).toEqual({ token: 'tok123', action: 'remove' });
  });

  it('refuses a changed link with the server’s words', async () => {
    api.on('GET layoffs/link', 404, { error_messages: 'This link is not valid. Please use the latest link we mailed you.' });
    renderApp('/layoffs/consent/bad');
    expect(await screen.findByText('This link is not valid. Please use the latest link we mailed you.')).toBeInTheDocument();
  });
});

const person = { id: 3, name: 'Asha Rao', email: 'asha@example.com', role: 'Backend engineer', skills: ['Go'], location: 'Pune', linkedin_url: '', state: 'pending', expired: false, added_at: '2026-11-20T10:00:00Z', consent_requested_at: '2026-11-20T10:00:00Z', consented_at: null, declined_at: null, removed_at: null, removed_by: '' };

describe('Manage company → Layoffs', () => {
  function mockAdmin(roles = ['company_admin']) {
    logIn(roles, { company_id: 1 });
    api.on('GET notifications/get-unread-count', 200, unreadCount({ roles }));
  }

  it('adds a person, shows states, and takes one off after confirming', async () => {
    mockAdmin();
    api.on('GET company/layoffs', 200, { data: { people: [] } });
    api.on('GET company/layoffs', 200, { data: { people: [person, { ...person, id: 4, name: 'Ben Okafor', email: 'ben@example.com', state: 'listed' }] } });
    api.on('POST company/layoffs', 200, { data: { person } });
    api.on('DELETE company/layoffs/4', 200, { data: { person: { ...person, id: 4, state: 'removed', removed_by: 'company' } } });
    renderApp('/company-settings/layoffs');
    expect(await screen.findByText(/Nobody yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send consent request' }));
    expect(screen.getByText('Please enter name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^Role or title/), 'Backend engineer');
    await userEvent.type(screen.getByLabelText(/^Skills/), 'Go, PostgreSQL, ');
    await userEvent.click(screen.getByRole('button', { name: 'Send consent request' }));
    await waitFor(() => expect(api.callsTo('POST company/layoffs')).toHaveLength(1));
    expect(api.callsTo('POST company/layoffs')[0].body).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', skills: ['Go', 'PostgreSQL'] });
    expect(await screen.findByText('Consent request mailed to Asha Rao')).toBeInTheDocument();

    expect(await screen.findByText('Waiting for consent')).toBeInTheDocument();
    expect(screen.getByText('Listed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again: Asha Rao' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take off the list: Ben Okafor' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Take Ben Okafor off the list\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take off the list' }));
    await waitFor(() => expect(api.callsTo('DELETE company/layoffs/4')).toHaveLength(1));
  });

  it('shows the server’s field errors', async () => {
    mockAdmin();
    api.on('GET company/layoffs', 200, { data: { people: [] } });
    api.on('POST company/layoffs', 400, { error_messages: { email: ['This person is already on your list'] } });
    renderApp('/company-settings/layoffs');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Asha Rao');
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^Role or title/), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Send consent request' }));
    expect(await screen.findByText('This person is already on your list')).toBeInTheDocument();
  });
});

describe('helpers', () => {
  it('groups a page by company in its order', () => {
    expect(groupByCompany([asha, ben, chen]).map((g) => [g.company, g.people.length])).toEqual([
      ['Acme', 2],
      ['Beta', 1],
    ]);
  });
  it('splits skills on commas', () => {
    expect(splitSkills(' Go, ,SQL ,')).toEqual(['Go', 'SQL']);
  });
});

describe('the sender’s confirmation link', () => {
  it('sends the message only on a click, once', async () => {
    api.on('POST layoffs/confirm-contact', 200, { data: { message: 'Your message is on its way. They will answer you by email if they are interested.' } });
    renderApp('/layoffs/contact/ctok456');
    const send = await screen.findByRole('button', { name: 'Send my message' });
    expect(api.callsTo('POST layoffs/confirm-contact')).toHaveLength(0);
    await userEvent.click(send);
    expect(await screen.findByText(/Your message is on its way/)).toBeInTheDocument();
    expect(api.callsTo('POST layoffs/confirm-contact')).toHaveLength(1);
    expect(api.callsTo('POST layoffs/confirm-contact')[0].body).toEqual({ token: 'ctok456' });
    expect(screen.queryByRole('button', { name: 'Send my message' })).not.toBeInTheDocument();
  });

  it('shows the server’s words for an expired link', async () => {
    api.on('POST layoffs/confirm-contact', 409, { error_messages: 'This link has expired. Please write your message again.' });
    renderApp('/layoffs/contact/old');
    await userEvent.click(await screen.findByRole('button', { name: 'Send my message' }));
    expect(await screen.findByText('This link has expired. Please write your message again.')).toBeInTheDocument();
  });
});
