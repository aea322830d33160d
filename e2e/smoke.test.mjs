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

test('a logged-in company user sees the placeholder of a screen', async () => {
  const page = await browser.newPage();
  // The browser never verifies the token's signature, only its exp claim.
  const claims = { sub: 1, company_id: 1, roles: ['company_admin'], exp: Math.floor(Date.now() / 1000) + 3600 };
  const token = ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.sig';
  const session = { token, email: 'admin@demo.hirekit.test', roles: ['company_admin'], emailVerified: true, companyApproved: true, name: 'admin', userId: 1, slug: '' };
  await page.addInitScript((value) => localStorage.setItem('hirekit.session', value), JSON.stringify(session));
  await page.goto(server.url('/'));
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(server.url('/jobs'));
  await page.getByRole('heading', { name: 'Jobs' }).waitFor();
  await page.getByText('Nothing here yet').waitFor();
  await screenshot(page, 'logged-in-jobs-placeholder');
  await page.close();
});
