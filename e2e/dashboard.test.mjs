import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';

// Home in Chromium against the real server: the demo company's Home for
// its admin and its interviewer (counts as the API gives them), the
// arranged Home kept across a reload, and a brand-new company's Home with
// its getting-started list. Every screen passes axe (through screenshot).
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const demoPassword = 'hirekit-demo';

async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}

async function api(method, path, token, body) {
  const response = await fetch(server.url(`/api/v1${path}`), {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function dashboardOf(email, password) {
  const { token } = await api('POST', '/login', '', { email, password });
  return api('GET', '/dashboard', token);
}

// signIn signs in afresh: the browser's pages share one storage, so the
// previous user's session goes first.
async function signIn(page, email, password) {
  await page.goto(server.url('/login'));
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText('Successfully logged in!').waitFor();
  await page.getByText('Successfully logged in!').waitFor({ state: 'hidden' });
}

const waitingLabels = { ta_screen: 'Candidates in TA screen', hm_screen: 'Candidates in HM screen', approvals: 'Jobs pending approval', scorecards: 'Scorecards due' };

// expectHome checks the page shows the API's counts and jobs.
async function expectHome(page, data) {
  const waiting = page.getByRole('region', { name: 'Waiting on you' });
  await waiting.waitFor();
  for (const item of data.waiting) {
    const link = waiting.getByRole('link', { name: new RegExp(waitingLabels[item.key]) });
    assert.equal((await link.innerText()).split('\n')[0].trim(), String(item.count), `${item.key} count`);
  }
  const jobs = page.getByRole('region', { name: 'Open jobs' });
  for (const job of data.open_jobs) {
    const link = jobs.getByRole('link', { name: job.title, exact: true });
    assert.equal(await link.getAttribute('href'), `/jobs/${job.id}`);
    const bar = jobs.getByRole('img', { name: new RegExp(`^Pipeline of ${job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`) });
    const label = await bar.getAttribute('aria-label');
    const sum = [...label.matchAll(/ (\d+)(?:,|$)/g)].reduce((n, m) => n + Number(m[1]), 0);
    assert.equal(sum, job.total, `${job.title}'s bar adds up`);
  }
  const interviews = page.getByRole('region', { name: 'Upcoming interviews' });
  for (const iv of data.upcoming_interviews) {
    await interviews.getByRole('link', { name: iv.candidate_name }).first().waitFor();
  }
}

test('the demo company: Home for the admin and the interviewer, and the arranged Home', async () => {
  const admin = await dashboardOf('admin@demo.hirekit.test', demoPassword);
  assert.ok(admin.open_jobs.length > 0, 'the demo has open jobs');
  assert.ok(admin.open_jobs.some((job) => job.total > 0), 'the demo jobs have candidates');
  assert.ok(admin.waiting.some((w) => w.key === 'ta_screen'), 'the admin sees TA screen');
  assert.ok(
    admin.getting_started.every((s) => s.done),
    `the demo company has done its first steps: ${JSON.stringify(admin.getting_started)}`,
  );

  const page = await browser.newPage();
  await signIn(page, 'admin@demo.hirekit.test', demoPassword);
  await expectHome(page, admin);
  assert.equal(await page.getByRole('region', { name: 'Getting started' }).count(), 0);
  await screenshot(page, 'dashboard-01-demo-admin');

  // The TA screen count opens the candidate list filtered by that state.
  await page.getByRole('region', { name: 'Waiting on you' }).getByRole('link', { name: /Candidates in TA screen/ }).click();
  await page.waitForURL((url) => url.pathname === '/candidates' && url.searchParams.has('navigation_token'));

  // The interviewer sees only the jobs they sit on the panel of.
  const panel = await dashboardOf('panel@demo.hirekit.test', demoPassword);
  assert.ok(panel.open_jobs.length <= admin.open_jobs_total);
  assert.deepEqual(
    panel.waiting.map((w) => w.key),
    ['scorecards'],
  );
  assert.equal(panel.getting_started.length, 0);
  await page.close();
  const other = await browser.newPage();
  await signIn(other, 'panel@demo.hirekit.test', demoPassword);
  await expectHome(other, panel);
  await screenshot(other, 'dashboard-02-demo-panel');

  // The arranged Home: move a card with the keyboard, hide one, reload.
  await other.goto(server.url('/new-dashboard'));
  await other.getByRole('region', { name: 'Open jobs' }).waitFor();
  await other.getByRole('button', { name: 'Move Upcoming interviews up' }).focus();
  await other.keyboard.press('Enter');
  await other.getByRole('button', { name: 'Hide Waiting on you' }).click();
  await other.getByRole('button', { name: 'Show Waiting on you' }).waitFor();
  await other.reload();
  await other.getByRole('region', { name: 'Open jobs' }).waitFor();
  const order = await other.locator('[data-testid^="card-"]').evaluateAll((els) => els.map((el) => el.dataset.testid));
  assert.deepEqual(order, ['card-interviews', 'card-jobs', 'card-activity']);
  await screenshot(other, 'dashboard-03-demo-arranged');
  await other.close();
});

test('a brand-new company: what to do first', async () => {
  const email = `new-${Date.now()}@e2e.hirekit.test`;
  const password = 'fresh company 1';
  await api('POST', '/company', '', { user: { email, password, phone_number: '+91 98765 43210' }, company: { name: 'Fresh Start Labs' }, product: 'ats' });
  const data = await dashboardOf(email, password);
  assert.deepEqual(data.open_jobs, []);
  assert.deepEqual(
    data.getting_started.map((s) => [s.key, s.done]),
    [
      ['create_job', false],
      ['invite_team', false],
      ['careers_page', false],
    ],
  );

  const page = await browser.newPage();
  await signIn(page, email, password);
  const start = page.getByRole('region', { name: 'Getting started' });
  await start.waitFor();
  assert.equal(await start.getByRole('link', { name: 'Create a job' }).getAttribute('href'), '/jobs/new');
  assert.equal(await start.getByRole('link', { name: 'Invite your team' }).getAttribute('href'), '/company-settings/users');
  assert.equal(await start.getByRole('link', { name: 'Set up the careers page' }).getAttribute('href'), '/company-settings/careers');
  await page.getByText('No open jobs yet.').waitFor();
  await page.getByText('No interviews coming up.').waitFor();
  await page.getByText('Nothing waits on you right now.').waitFor();
  await screenshot(page, 'dashboard-04-new-company');

  // The first step leads to the job form.
  await start.getByRole('link', { name: 'Create a job' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs/new');
  await page.close();
});
