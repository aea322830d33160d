import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { mockApi, unreadCount } from '../../test/api-mock';
import { authResult } from '../../test/auth-result';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  api.on('GET notifications/get-unread-count', 200, unreadCount({ email_verified: false }));
});
afterEach(() => vi.unstubAllGlobals());

type Form = { company?: string; email?: string; phone?: string; password?: string; accept?: boolean };
const full: Required<Form> = { company: 'Acme', email: 'founder@acme.test', phone: '+91 98765 43210', password: 'correct horse', accept: true };

async function fill(form: Form) {
  const user = userEvent.setup();
  const type = async (label: RegExp, value?: string) => {
    if (!value) return;
    await user.click(await screen.findByLabelText(label));
    await user.paste(value);
  };
  await type(/Company name/, form.company);
  await type(/Work email/, form.email);
  await type(/Phone number/, form.phone);
  await type(/^Password/, form.password);
  if (form.accept) await user.click(screen.getByLabelText('I accept the privacy policy and terms'));
  return user;
}

async function register(form: Form = full) {
  const user = await fill(form);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register page', () => {
  it.each([
    ['/screeno/register', '/screeno/login'],
    ['/wand/register', '/wand/login'],
  ])('%s shows the company tab only and links to %s', async (url, login) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'For companies' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'For candidates' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute('href', login);
  });

  it('/register has a candidate tab leading to talenthub', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute('href', '/login');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'For candidates' }));
    expect(screen.getByRole('link', { name: 'Create a talenthub account' })).toHaveAttribute('href', '/talenthub/register');
    expect(screen.getByRole('link', { name: 'I already have a talenthub account' })).toHaveAttribute('href', '/talenthub/login');
  });

  it.each([
    ['nothing filled', 'Please fill all the fields!', {}],
    ['no password', 'Please fill all the fields!', { ...full, password: '' }],
    ['a blank company name', 'Please fill all the fields!', { ...full, company: '   ' }],
    ['a short phone and no tick', 'Please enter a valid phone number!', { ...full, phone: '98765', accept: false }],
    ['ten characters but nine digits', 'Please enter a valid phone number!', { ...full, phone: '98765-4321' }],
    ['no tick', 'Please accept the privacy policy!', { ...full, accept: false }],
  ])('with %s toasts %s and sends nothing', async (_, text, form) => {
    renderApp('/register');
    await register(form);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.callsTo('POST company')).toEqual([]);
  });

  it.each([
    ['/register', 'ats', '/dashboard'],
    ['/screeno/register', 'screeno', '/screeno'],
    ['/wand/register', 'wand', '/wand'],
  ])('on %s sends product %s, stores the session, toasts and goes to %s', async (url, product, home) => {
    const release = api.hold('POST company');
    const { location } = renderApp(url);
    await register();
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    release(200, authResult());
    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(home));
    expect(api.callsTo('POST company')[0].body).toEqual({
      user: { email: 'founder@acme.test', password: 'correct horse', phone_number: '+91 98765 43210' },
      company: { name: 'Acme' },
      product,
    });
    expect(readSession()).toMatchObject({ email: 'founder@acme.test', roles: ['company_admin'], userId: 11, emailVerified: false, companyApproved: true });
  });

  it.each([
    ['/register?returnUrl=%2Fjobs%3Fpage%3D2', '/jobs?page=2'],
    ['/register?returnUrl=%2F%2Fevil.example', '/dashboard'],
    ['/register?returnUrl=https%3A%2F%2Fevil.example', '/dashboard'],
  ])('from %s goes to %s after registering', async (url, target) => {
    api.on('POST company', 200, authResult());
    const { location } = renderApp(url);
    await register();
    await waitFor(() => expect(location()).toBe(target));
  });

  it('shows server field errors under their fields and clears one when it is edited', async () => {
    api.on('POST company', 400, {
      error_messages: {
        name: ['Company name must be at most 100 characters'],
        email: ['An account with this email already exists'],
        phone_number: ['Please enter a valid phone number!'],
        password: ['Password must be at least 8 characters'],
      },
    });
    const { location } = renderApp('/register');
    await register();
    const email = screen.getByLabelText(/Work email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(screen.getByLabelText(/Company name/)).toHaveAccessibleDescription('Company name must be at most 100 characters');
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription('Please enter a valid phone number!');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(location()).toBe('/register');
    expect(readSession()).toBeNull();
    const user = userEvent.setup();
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('toasts a string error', async () => {
    api.on('POST company', 400, { error_messages: 'Please fill all the fields!' });
    renderApp('/register');
    await register();
    expect(await screen.findByText('Please fill all the fields!')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });
});

describe('a signed-in user on a login or register page', () => {
  it.each([
    ['/register', '/dashboard'],
    ['/screeno/register', '/screeno'],
    ['/register?returnUrl=%2Fjobs', '/jobs'],
    ['/screeno/register?returnUrl=%2Fscreeno%2Fjobs', '/screeno/jobs'],
    ['/register?returnUrl=%2F%2Fevil.example', '/dashboard'],
    ['/login', '/dashboard'],
    ['/screeno/login', '/screeno'],
    ['/login?returnUrl=%2Finterviews', '/interviews'],
  ])('at %s is sent to %s', async (url, target) => {
    logIn(['company_admin']);
    const { location } = renderApp(url);
    await waitFor(() => expect(location()).toBe(target));
  });

  it('is a candidate sent to the marketplace dashboard', async () => {
    logIn(['talenthub_candidate']);
    const { location } = renderApp('/register');
    await waitFor(() => expect(location()).toBe('/talenthub/dashboard'));
  });

  it('may open /login?admin=1 to sign in as a company', async () => {
    logIn(['platform_admin']);
    const { location } = renderApp('/login?admin=1&company_id=5');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login?admin=1&company_id=5');
  });
});
