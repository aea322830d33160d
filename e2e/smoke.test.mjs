import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, pathAndQuery, screenshot, startServer } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('/ lands on /login', async () => {
  const page = await browser.newPage();
  await page.goto(server.url('/'));
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByRole('tab', { name: 'For candidates' }).waitFor();
  await screenshot(page, 'root-lands-on-login');
  await page.close();
});

test('a protected URL redirects to the login with returnUrl and a toast', async () => {
  const page = await browser.newPage();
  await page.goto(server.url('/jobs'));
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(pathAndQuery(page), '/login?returnUrl=%2Fjobs');
  await page.getByText('Please log in to continue!').waitFor({ state: 'visible' });
  await screenshot(page, 'protected-jobs-to-login');
  await page.close();
});

test('a screening URL redirects to the screening login without the candidate tab', async () => {
  const page = await browser.newPage();
  await page.goto(server.url('/screeno/jobs'));
  await page.waitForURL((url) => url.pathname === '/screeno/login');
  assert.equal(pathAndQuery(page), '/screeno/login?returnUrl=%2Fscreeno%2Fjobs');
  await page.getByRole('tab', { name: 'For companies' }).waitFor();
  assert.equal(await page.getByRole('tab', { name: 'For candidates' }).count(), 0);
  await screenshot(page, 'screeno-login');
  await page.close();
});

test('an unknown URL shows Page not found', async () => {
  const page = await browser.newPage();
  await page.goto(server.url('/no/such/page'));
  await page.getByText('Page not found').waitFor({ state: 'visible' });
  await screenshot(page, 'unknown-url-not-found');
  await page.close();
});

test('a logged-in company user sees /wand in the signed-in frame', async () => {
  // A real sign-up: the frame reads the user from the server with the token.
  const response = await fetch(server.url('/api/v1/company'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user: { email: `smoke-${Date.now()}@e2e.hirekit.test`, password: 'smoke password 1', phone_number: '9876543210' },
      company: { name: 'Smoke Co' },
      product: 'ats',
    }),
  });
  assert.equal(response.status, 200);
  const { data } = await response.json();
  const session = {
    token: data.token,
    email: data.user.email,
    roles: data.user.roles,
    emailVerified: data.user.email_verified,
    companyApproved: data.company.approved,
    name: data.user.name,
    userId: data.user.id,
    slug: '',
  };
  const page = await browser.newPage();
  await page.addInitScript((value) => localStorage.setItem('hirekit.session', value), JSON.stringify(session));
  await page.goto(server.url('/'));
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // /wand, the extension's dashboard: a new company has no downloads, so
  // the chart is the marked sample.
  await page.goto(server.url('/wand'));
  await page.getByRole('heading', { name: 'Applicant Downloads with Wand' }).waitFor();
  await page.getByText(/^Sample data:/).waitFor();
  await page.getByRole('button', { name: data.user.name }).waitFor();
  await screenshot(page, 'logged-in-wand');
  await page.close();
});
