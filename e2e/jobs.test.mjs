import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';

// The jobs journey in Chromium against the real server with the demo data:
// approval on; the TA creates a job with three screening questions (pending
// approval); the admin approves and publishes it (live); the hiring manager
// sees it; the agency does not until the TA assigns its agency.
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

const password = 'hirekit-demo';
const admin = 'admin@demo.hirekit.test';
const ta = 'ta@demo.hirekit.test';
const hm = 'hm@demo.hirekit.test';
const agency = 'agency@demo.hirekit.test';
const title = `Platform Engineer ${Date.now() % 100000}`;

// screenshot waits for MUI's transitions (menus, toasts, ripples) first.
async function screenshot(page, name) {
  await page.waitForTimeout(500);
  return save(page, name);
}

async function api(method, path, token, body) {
  const response = await fetch(server.url(`/api/v1/${path}`), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

// logInAs forgets any session and logs in through the login page.
async function logInAs(page, email) {
  await page.goto(server.url('/login'));
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

async function openJobs(page) {
  await page.goto(server.url('/jobs'));
  await page.getByRole('heading', { name: 'Jobs', exact: true }).waitFor();
  await page.getByRole('tab', { name: /^All \(\d+\)$/ }).waitFor();
  await page.locator('table, :text("No jobs here yet")').first().waitFor();
}

async function chooseOption(page, combobox, option) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function stateIs(page, label) {
  await page.getByTestId('job-state').filter({ hasText: label }).first().waitFor();
}

test('TA creates a job, admin approves and publishes, hiring manager and agency see what they may', async () => {
  const page = await browser.newPage();

  // The admin turns on requisition approval (an API call).
  const { token } = await api('POST', 'login', null, { email: admin, password });
  await api('PUT', 'company/features', token, { group: 'ats', feature: 'requisition_approval', enabled: true });

  // The TA logs in through the UI and opens the job list.
  await logInAs(page, ta);
  await openJobs(page);
  await screenshot(page, 'jobs-01-ta-list');

  // The TA creates a job through the form with three screening questions.
  await page.getByRole('link', { name: 'New job' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs/new');
  await page.getByRole('heading', { name: 'New job' }).waitFor();
  await page.getByRole('button', { name: 'Create job' }).click();
  await page.getByText('Please enter a job title').first().waitFor();
  await screenshot(page, 'jobs-02-form-errors');

  await page.getByLabel(/^Job title/).fill(title);
  await page.getByRole('combobox', { name: 'Designation' }).fill('Senior Engineer');
  await page.getByRole('combobox', { name: 'Department' }).fill('Engineering');
  await chooseOption(page, page.getByRole('combobox', { name: 'Job type' }), 'Full-time');
  await page.getByLabel('Openings').fill('2');
  await page.getByRole('button', { name: 'Add location' }).click();
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('Minimum experience (years)').fill('3');
  await page.getByLabel('Maximum experience (years)').fill('6.5');
  await page.getByLabel('Minimum salary (annual)').fill('2000000');
  await page.getByLabel('Maximum salary (annual)').fill('3000000');
  await chooseOption(page, page.getByRole('combobox', { name: 'Currency' }), 'INR');
  await page.getByLabel('Ask salary details on the careers form').check();
  await page.getByRole('combobox', { name: 'Hiring manager' }).click();
  await page.getByRole('combobox', { name: 'Hiring manager' }).pressSequentially('Hari');
  await page.getByRole('option', { name: /Hari Manager/ }).click();
  await page.getByRole('textbox', { name: 'Job description' }).click();
  await page.keyboard.type('Build and run the platform that runs our robots.');

  const questions = [
    { text: 'How many years have you worked with Go?', type: 'Number' },
    { text: 'What is your notice period?', type: 'Single choice', options: '30 days\n60 days\n90 days' },
    { text: 'Can you work from Pune?', type: 'Yes / No' },
  ];
  for (const [i, q] of questions.entries()) {
    await page.getByRole('button', { name: 'Add question' }).click();
    const card = page.getByTestId(`question-${i}`);
    await card.getByRole('textbox', { name: 'Question' }).fill(q.text);
    await chooseOption(page, card.getByRole('combobox', { name: 'Answer type' }), q.type);
    if (q.options) await card.getByRole('textbox', { name: 'Options' }).fill(q.options);
    await card.getByRole('checkbox', { name: 'Required' }).check();
  }
  await screenshot(page, 'jobs-03-form-filled');

  await page.getByRole('button', { name: 'Create job' }).click();
  await page.waitForURL((url) => /^\/jobs\/\d+$/.test(url.pathname));
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { name: title }).waitFor();
  await stateIs(page, 'Pending approval');
  assert.equal(await page.getByRole('button', { name: 'Approve' }).count(), 0, 'a TA cannot approve');
  await screenshot(page, 'jobs-04-ta-pending');
  await page.getByRole('tab', { name: 'Details' }).click();
  for (const q of questions) await page.getByRole('link', { name: q.text }).waitFor();
  await page.getByText('Hari Manager').first().waitFor();
  await screenshot(page, 'jobs-05-ta-details');
  await page.getByRole('link', { name: questions[1].text }).click();
  await page.getByRole('heading', { name: questions[1].text }).waitFor();
  await page.getByText('No answers yet').waitFor();
  await screenshot(page, 'jobs-06-question');

  // The admin approves, then publishes: the job is live.
  await logInAs(page, admin);
  await openJobs(page);
  await page.getByRole('tab', { name: /^Pending approval/ }).click();
  await page.getByRole('link', { name: title }).waitFor();
  await screenshot(page, 'jobs-07-admin-pending-tab');
  await page.getByRole('link', { name: title }).click();
  await stateIs(page, 'Pending approval');
  await screenshot(page, 'jobs-08-admin-pending');
  await page.getByRole('button', { name: 'Approve' }).click();
  await stateIs(page, 'Open');
  await page.getByRole('button', { name: 'Publish to careers page' }).click();
  await stateIs(page, 'Live');
  await page.getByRole('button', { name: 'Unpublish' }).waitFor();
  await screenshot(page, 'jobs-09-admin-live');
  await page.goto(server.url(`${jobPath}/settings`));
  await page.getByRole('heading', { name: 'Interview rounds' }).waitFor();
  await screenshot(page, 'jobs-10-admin-settings');

  // The hiring manager sees the job in the list and opens it.
  await logInAs(page, hm);
  await openJobs(page);
  assert.equal(await page.getByRole('link', { name: 'New job' }).count(), 0, 'a hiring manager cannot create jobs');
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: title }).waitFor();
  await stateIs(page, 'Live');
  await screenshot(page, 'jobs-11-hm-job');

  // The agency does not see it, and its URL is not found.
  await logInAs(page, agency);
  await openJobs(page);
  assert.equal(await page.getByRole('link', { name: title }).count(), 0, 'the agency must not see the job yet');
  await screenshot(page, 'jobs-12-agency-list-before');
  await page.goto(server.url(jobPath));
  await page.getByText('Page not found').waitFor();
  await screenshot(page, 'jobs-13-agency-not-found');

  // The TA assigns the agency on the edit form.
  await logInAs(page, ta);
  await page.goto(server.url(`${jobPath}/edit`));
  await page.getByLabel(/^Job title/).waitFor();
  assert.equal(await page.getByLabel(/^Job title/).inputValue(), title);
  await page.getByRole('combobox', { name: 'Agencies' }).click();
  await page.getByRole('option', { name: /Northwind Staffing/ }).click();
  await screenshot(page, 'jobs-14-ta-edit-agency');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === jobPath);
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByText('Northwind Staffing').first().waitFor();

  // Now the agency sees the job and opens it.
  await logInAs(page, agency);
  await openJobs(page);
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: title }).waitFor();
  await screenshot(page, 'jobs-15-agency-job');

  // The list and the job hold up on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'jobs-16-agency-job-phone');
  await openJobs(page);
  await screenshot(page, 'jobs-17-agency-list-phone');
  await page.close();
});
