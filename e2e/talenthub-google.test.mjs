import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import { launchBrowser, pathAndQuery, repoRoot, startServer } from './harness.mjs';
import { settledScreenshot } from './journey.mjs';
import { minimalPdf } from './pdf.mjs';

// Talenthub sign-in with Google (issue 28), in Chromium against the fake
// providers server the calendars use: a person who applied on Acme's
// careers page opens the candidate dashboard, is sent to /talenthub/login
// ('Please log in to continue!'), continues with Google (the fake's consent
// page, response_type=id_token with a nonce), has no account yet so lands
// on registration with the email proved, picks a username, accepts the
// terms, and reaches the dashboard showing that application in plain
// words; after logging out, Google signs them straight back in.
const fakeBinary = process.env.HIREKIT_FAKEPROVIDERS_BIN ?? join(repoRoot, 'bin', 'fakeproviders');
const email = 'asha.k@example.com';

let fake;
let server;
let browser;

async function startFake() {
  if (!existsSync(fakeBinary)) {
    throw new Error(`fake providers binary not found at ${fakeBinary}: go build -o bin/fakeproviders ./internal/apptest/cmd/fakeproviders (make e2e does)`);
  }
  const child = spawn(fakeBinary, ['-addr', '127.0.0.1:0', '-consent', 'form'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const env = {};
  const lines = createInterface({ input: child.stdout });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fakeproviders exited with ${code}`)));
    lines.on('line', (line) => {
      const setting = /^(HIREKIT_[A-Z_]+)=(.*)$/.exec(line);
      if (setting) env[setting[1]] = setting[2];
      if (setting?.[1] === 'HIREKIT_MICROSOFT_GRAPH_URL') resolve();
    });
  });
  return { env, stop: () => child.kill('SIGTERM') };
}

before(async () => {
  fake = await startFake();
  server = await startServer({ demo: true, env: fake.env });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  fake?.stop();
});

// applyOnCareersPage sends Acme's careers form for its first open job, as
// the careers page does.
async function applyOnCareersPage() {
  const open = await (await fetch(server.url('/api/v1/requisitions/get-open-requisitions?company_slug=acme'))).json();
  const job = open.data.requisitions[0];
  const detail = await (await fetch(server.url(`/api/v1/requisitions/from-slug/${job.slug}?company_slug=acme`))).json();
  const answers = {};
  for (const q of detail.data.screening_questions ?? []) {
    const options = q.meta_data?.options ?? [];
    answers[q.id] = { number: 3, yes_no: true, single_choice: options[0], multiple_choice: options.slice(0, 1), date: '2024-01-02' }[q.field_type] ?? 'An answer';
  }
  const form = new FormData();
  const fields = { company_slug: 'acme', requisition_slug: job.slug, name: 'Asha K', email, phone: '+91 98450 00000', experience: '3', privacy_policy: 'true', answers: JSON.stringify(answers) };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('candidate_resume', new Blob([minimalPdf(['Asha K', email, 'Backend engineer'])], { type: 'application/pdf' }), 'asha-k.pdf');
  const response = await fetch(server.url('/api/v1/candidate-application/apply'), { method: 'POST', body: form });
  assert.equal(response.status, 200, `apply: ${response.status} ${await response.text()}`);
  return job.designation ?? job.title;
}

// continueWithGoogle clicks the Google button and allows on the fake's
// consent page as email (the page is the fake's, not ours: no axe there).
async function continueWithGoogle(page) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/o/oauth2/v2/auth'));
  const query = new URL(page.url()).searchParams;
  assert.equal(query.get('response_type'), 'id_token');
  assert.ok(query.get('nonce'), 'the sign-in redirect carries a nonce');
  await page.locator('#email').fill(email);
  await page.locator('#allow').click();
}

test('a careers applicant signs in to talenthub with Google and sees the application', async () => {
  const jobTitle = await applyOnCareersPage();
  const page = await browser.newPage();

  await page.goto(server.url('/talenthub/dashboard'));
  await page.waitForURL((url) => url.pathname === '/talenthub/login');
  assert.equal(pathAndQuery(page), '/talenthub/login?returnUrl=%2Ftalenthub%2Fdashboard');
  await page.getByText('Please log in to continue!').waitFor();
  await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  await settledScreenshot(page, 'talenthub-login');

  await continueWithGoogle(page);
  // No account yet: registration, with the email Google proved.
  await page.waitForURL((url) => url.pathname === '/talenthub/register');
  await page.getByText(`Signed in with Google as ${email}`).waitFor();
  assert.equal(await page.getByLabel(/Full name/).inputValue(), 'Asha K');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Please accept the terms!').first().waitFor();
  await page.getByLabel(/Username/).fill('asha-k');
  await page.getByLabel('I accept the terms and the privacy policy').check();
  await settledScreenshot(page, 'talenthub-register');
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL((url) => url.pathname === '/talenthub/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Asha K' }).waitFor();
  await page.getByText(`${jobTitle} · Acme`, { exact: false }).first().waitFor();
  await page.getByText('Application received').waitFor();
  await page.getByRole('heading', { name: 'Suggested next steps' }).waitFor();
  await settledScreenshot(page, 'talenthub-dashboard');

  // The root and the screening tool send a signed-in candidate here.
  for (const path of ['/', '/screeno']) {
    await page.goto(server.url(path));
    await page.waitForURL((url) => url.pathname === '/talenthub/dashboard');
    await page.getByText('Application received').waitFor();
  }

  // Out, and back in with Google: the account exists now.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/talenthub/login');
  await continueWithGoogle(page);
  await page.waitForURL((url) => url.pathname === '/talenthub/dashboard');
  await page.getByText('Application received').waitFor();

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await settledScreenshot(page, 'talenthub-dashboard-phone');
  await page.close();
});
