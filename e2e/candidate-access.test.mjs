import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, pathAndQuery, screenshot as save, startServer } from './harness.mjs';
import { waitForLink } from './mailbox.mjs';

// Candidate access and the recruiter's top bar in Chromium against the
// real server with the demo data: the demo admin adds a candidate to a job
// the demo TA recruits for; the candidate gets the confirmation mail with
// the status link, opens it, is sent to /candidate-login, asks for a
// passcode, reads it from the mailbox, signs in and sees the stage in
// plain words. Then the TA finds the candidate with three letters in the
// top-bar search, opens the timeline, and reads and clears the
// notification of the new candidate on /notifications.
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const stamp = Date.now();
const name = `Zephyrine Quill ${stamp}`;
const email = `zephyrine-${stamp}@e2e.hirekit.test`;

// screenshot waits for MUI's transitions (menus, toasts) first.
async function screenshot(page, shot) {
  await page.waitForTimeout(500);
  return save(page, shot);
}

async function api(method, path, token, body) {
  const response = await fetch(server.url(`/api/v1${path}`), {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

// passcodeFor waits for the newest passcode mail to `to` and returns its code.
async function passcodeFor(to) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { messages } = await api('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mail = (messages ?? []).find((m) => /passcode/i.test(m.subject ?? ''));
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    assert.ok(Date.now() < deadline, `no passcode mail to ${to}: ${JSON.stringify(messages)}`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

test('a candidate follows the mailed link, signs in with a mailed passcode and sees their status; a TA finds them from the top bar', async () => {
  // The demo admin adds the candidate to a job the demo TA recruits for.
  const { token: adminToken } = await api('POST', '/login', '', { email: 'admin@demo.hirekit.test', password: 'hirekit-demo' });
  const { user: ta } = await api('POST', '/login', '', { email: 'ta@demo.hirekit.test', password: 'hirekit-demo' });
  const { requisitions } = await api('GET', '/requisitions?per_page=100', adminToken);
  const open = requisitions.filter((r) => ['open', 'live'].includes(r.state));
  // A job the TA recruits for, without required screening questions.
  const details = await Promise.all(open.map((r) => api('GET', `/requisitions/${r.id}`, adminToken).then((d) => d.requisition)));
  const jobs = details.filter((r) => (r.recruiter_ids ?? []).includes(ta.id));
  assert.ok(jobs.length > 0, 'a demo job the TA recruits for');
  let job;
  for (const candidate of jobs) {
    const form = new FormData();
    form.set('requisition_id', String(candidate.id));
    form.set('name', name);
    form.set('email', email);
    form.set('source', 'manual');
    const response = await fetch(server.url('/api/v1/candidate-applications'), { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form });
    if (response.ok) {
      job = candidate;
      break;
    }
  }
  assert.ok(job, 'a demo job that takes a candidate without screening answers');

  // The confirmation mail carries the status link.
  const link = await waitForLink(server, email, '/candidate-application-status/');
  const statusPath = new URL(link).pathname;
  const slug = statusPath.split('/').pop();

  const page = await browser.newPage();
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) console.log('HTTP', r.status(), r.url());
  });

  // Without returnUrl the candidate login says the link is wrong.
  await page.goto(server.url('/candidate-login'));
  await page.getByText('Invalid url - please click the link from the email!').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Login' }).getAttribute('href'), '/login');
  await screenshot(page, 'candidate-access-01-invalid-url');

  // The mailed link sends a visitor without a session to the candidate login.
  await page.goto(link);
  await page.getByRole('heading', { name: 'Candidate login' }).waitFor();
  assert.equal(pathAndQuery(page), `/candidate-login?returnUrl=${encodeURIComponent(statusPath)}`);
  await screenshot(page, 'candidate-access-02-login');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await page.getByLabel('Passcode').waitFor();
  await page.getByText('If this email belongs to the application').waitFor();
  await screenshot(page, 'candidate-access-03-passcode-sent');

  const code = await passcodeFor(email);
  await page.getByLabel('Passcode').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === statusPath);
  // A new application is 'received', in plain words, never a state name.
  await page.getByRole('heading', { name: 'Application received' }).waitFor();
  await page.getByText(`your application for ${job.title}`).waitFor();
  const body = await page.locator('main, body').first().innerText();
  assert.doesNotMatch(body, /\bapplied\b|ta_screen|candidate_dropoff/);
  await screenshot(page, 'candidate-access-04-status');

  // The candidate signs out and is back at their login for this page.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Candidate login' }).waitFor();
  assert.equal(pathAndQuery(page), `/candidate-login?returnUrl=${encodeURIComponent(statusPath)}`);

  // The TA signs in and finds the candidate with three letters.
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill('ta@demo.hirekit.test');
  await page.getByLabel('Password').fill('hirekit-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const search = page.getByRole('combobox', { name: 'Search candidates and jobs' });
  await search.click();
  await search.pressSequentially('Ze');
  await page.getByText('Type at least 3 characters to search').waitFor();
  await search.pressSequentially('p');
  const listbox = page.getByRole('listbox', { name: 'Search candidates and jobs' });
  await listbox.getByText('Candidates', { exact: true }).waitFor();
  const option = listbox.getByRole('option', { name: new RegExp(name) });
  await option.waitFor();
  await screenshot(page, 'candidate-access-05-search');
  // The keyboard reaches it: down through the results to it, Enter opens it.
  const highlighted = () => search.evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '');
  for (let i = 0; i < 25 && !(await highlighted()).includes(name); i++) await page.keyboard.press('ArrowDown');
  assert.match(await highlighted(), new RegExp(name));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === `/candidate-timeline/${slug}`);
  await page.getByText(name).first().waitFor();
  await screenshot(page, 'candidate-access-06-timeline');

  // The new candidate is a notification; the badge counts it.
  const nav = page.getByRole('navigation', { name: 'Main' }).last();
  await nav.getByRole('link', { name: /Notifications \d+ unread/ }).click();
  await page.waitForURL((url) => url.pathname === '/notifications');
  const row = page.getByRole('link', { name: new RegExp(`New candidate ${name}`) });
  await row.waitFor();
  assert.equal(await row.getAttribute('href'), `/candidate-timeline/${slug}`);
  await screenshot(page, 'candidate-access-07-notifications');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByText('All caught up').waitFor();
  await nav.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  await screenshot(page, 'candidate-access-08-notifications-read');

  // On a phone the search still fits the top bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url('/dashboard'));
  await page.getByRole('combobox', { name: 'Search candidates and jobs' }).waitFor();
  await screenshot(page, 'candidate-access-09-phone');
});
