import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { minimalPdf } from './pdf.mjs';

// The careers journey in Chromium on careers.localhost against the real
// server with the demo data: the landing in Acme's colours, filtered to
// one department; a job opened from it; each check of the form in the
// spec's order; an application with a PDF and the success view; then the
// recruiter finds the application in /candidates with its source and
// answers. axe finds no serious or critical violation on any screen.
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const stamp = Date.now();
const name = `Grace Hopper ${stamp}`;
const email = `grace-${stamp}@e2e.hirekit.test`;
const job = 'Senior Backend Engineer (Go)';

async function screenshot(page, name) {
  await page.evaluate(() => document.fonts.ready);
  return save(page, name);
}

// notice waits for a careers notice with exactly this text.
async function notice(page, text) {
  await page.locator('.ck-notice', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().waitFor({ state: 'visible' });
}

// accessible fails on serious or critical axe violations.
async function accessible(page, screen) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe on ${screen}`,
  );
}

test('apply on the careers page, then find the application as the recruiter', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  // The landing, in the company's colours.
  await page.goto(server.careersURL('/acme'));
  await page.getByRole('heading', { level: 1, name: 'Build the tools that hire the world' }).waitFor();
  assert.equal(await page.title(), 'Careers at Acme Corporation');
  const hero = await page.locator('.ck-hero').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(hero, 'rgb(15, 118, 110)');
  const chip = await page.locator('#job-openings-list .ck-chip').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(chip, 'rgb(251, 191, 36)');
  await page.getByText('Powered by').waitFor();
  await page.getByRole('link', { name: 'Company Website' }).waitFor();
  await screenshot(page, 'careers-01-landing');
  await accessible(page, 'the landing');

  // Filter to one department.
  const list = page.locator('#job-openings-list');
  const departments = () => list.locator('.ck-dept-title').allTextContents();
  assert.ok((await departments()).length >= 5);
  await list.locator('summary', { hasText: 'Department' }).click();
  await list.getByLabel('Engineering', { exact: true }).check();
  await page.waitForFunction(() => document.querySelectorAll('#job-openings-list .ck-dept-title').length === 1);
  assert.deepEqual(await departments(), ['Engineering']);
  await list.locator('summary', { hasText: 'Department' }).locator('.ck-tag', { hasText: 'Engineering' }).waitFor();
  await list.scrollIntoViewIfNeeded();
  await screenshot(page, 'careers-02-filtered');

  // Open a job: Apply Now opens its page in a new tab (with the page's source).
  const [jobPage] = await Promise.all([
    page.context().waitForEvent('page'),
    list.getByRole('link', { name: `Apply Now: ${job}` }).click(),
  ]);
  jobPage.on('pageerror', (e) => errors.push(String(e)));
  await jobPage.waitForLoadState();
  await jobPage.goto(jobPage.url() + '?source=e2e-fair');
  await jobPage.getByRole('heading', { level: 1, name: job }).waitFor();
  assert.equal(await jobPage.title(), `${job} - Acme Corporation`);
  await jobPage.getByText(/^Posted \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
  await jobPage.getByRole('heading', { name: 'Other Jobs' }).waitFor();
  await jobPage.getByText('0 files selected').waitFor();
  await accessible(jobPage, 'the job page');

  // Each check, in the spec's order.
  const form = jobPage.locator('#apply-form');
  const submit = form.getByRole('button', { name: 'Submit Application' });
  await form.getByLabel('Salary Currency').selectOption('');
  const steps = [
    ['Please enter name', () => form.getByLabel('Name').fill(name)],
    ['Please enter email', () => form.getByLabel('Email').fill(email)],
    ['Please enter phone', () => form.getByLabel('Phone').fill('+1 555 010 0199')],
    ['Please enter experience', () => form.getByLabel('Experience (years)').fill('7.5')],
  ];
  for (const [message, fix] of steps) {
    await submit.click();
    await notice(jobPage, message);
    await fix();
  }
  await form.getByLabel('Current Salary (annual)').fill('3200000');
  await submit.click();
  await notice(jobPage, 'Please select a salary currency!');
  await form.getByLabel('Expected Salary (annual)').fill('4000000');
  await form.getByLabel('Salary Currency').selectOption('INR');
  await submit.click();
  await notice(jobPage, 'Please fill all the required fields!');
  await form.getByLabel('Notice Period').selectOption('30');
  await submit.click();
  await notice(jobPage, 'Please upload resume');
  const input = form.locator('input[type=file]');
  await input.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('not a resume') });
  await notice(jobPage, 'Invalid file type! Please upload pdf/doc files.');
  await form.getByText('0 files selected').waitFor();
  const pdf = minimalPdf([name, email, 'Senior Go engineer, compilers and distributed systems']);
  await input.setInputFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByText('grace-hopper.pdf uploaded!').waitFor();
  await submit.click();
  await notice(jobPage, 'Please accept the terms!');
  await form.getByRole('checkbox', { name: /I have read and accept the Privacy Policy and Terms and conditions/ }).check();
  await submit.click();
  await notice(jobPage, 'Please fill all the required fields');
  await form.getByLabel('How many years have you written Go in production?').fill('6');
  await form.getByLabel('PostgreSQL').check();
  await form.getByRole('radio', { name: 'Yes' }).check();
  await screenshot(jobPage, 'careers-03-form-filled');

  // Applying...: the request is held until the button says so.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await jobPage.route('**/api/v1/candidate-application/apply', async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await form.getByRole('button', { name: 'Applying...' }).waitFor();
  assert.equal(await form.getByRole('button', { name: 'Applying...' }).isDisabled(), true);
  release();
  await notice(jobPage, 'Application submitted!');
  await jobPage.getByRole('heading', { name: 'Your application is received!' }).waitFor();
  await jobPage.getByText('Our recruitment team will be in touch.').waitFor();
  await screenshot(jobPage, 'careers-04-submitted');
  await accessible(jobPage, 'the success view');

  // The embeddable list: framable, no hero.
  const embed = await browser.newPage();
  const response = await embed.goto(server.careersURL('/acme/job-embed'));
  assert.match(response.headers()['content-security-policy'], /frame-ancestors \*/);
  await embed.locator('#job-openings-list').waitFor();
  assert.equal(await embed.locator('.ck-hero').count(), 0);
  await accessible(embed, 'the embeddable list');
  await embed.close();
  assert.deepEqual(errors, []);

  // The recruiter finds the application with its source and answers.
  const desk = await browser.newPage();
  await desk.goto(server.url('/login'));
  await desk.getByLabel('Email').fill('ta@demo.hirekit.test');
  await desk.getByLabel(/^Password/).fill('hirekit-demo');
  await desk.getByRole('button', { name: 'Login', exact: true }).click();
  await desk.waitForURL((url) => url.pathname === '/dashboard');
  await desk.goto(server.url('/candidates'));
  await desk.getByRole('heading', { name: 'Candidates' }).waitFor();
  await desk.getByRole('link', { name }).first().click();
  await desk.waitForURL((url) => url.pathname.startsWith('/candidate-timeline/'));
  await desk.getByRole('heading', { name }).waitFor();
  await desk.getByText('Careers page', { exact: true }).waitFor();
  await screenshot(desk, 'careers-05-timeline');
  await desk.getByRole('tab', { name: 'Screening answers' }).click();
  const answers = desk.getByRole('tabpanel', { name: 'Screening answers' });
  await answers.getByText('How many years have you written Go in production?').waitFor();
  await answers.getByText('PostgreSQL').waitFor();
  await screenshot(desk, 'careers-06-answers');
});
