import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { expectAccessible, launchBrowser, repoRoot, screenshot as save, startServer } from './harness.mjs';
import { waitForLink } from './mailbox.mjs';
import { readRows } from './xlsx.mjs';

// The screening journey in Chromium against the real server: sign up on
// /screeno/register, verify the email, upload five resumes of the shared
// corpus and a corrupt file, watch them go from processing to tagged or
// error, see the credits drop by exactly the number parsed, search
// `python AND (django OR flask)`, open the viewer, download the
// spreadsheet and read it back; axe finds nothing serious on any screen.

// The corpus is read in place: CI has ../shared beside the checkout.
const corpus = process.env.HIREKIT_CORPUS_DIR ?? resolve(repoRoot, '..', 'shared', 'corpus', 'resumes');
const resumes = [
  'Abhinav0915_Resume_Resume.pdf',
  'OmkarPathak_pyresparser_OmkarResume.pdf',
  'sb2nov_resume_sourabh_bajaj_resume.pdf',
  '0lzi_CV_Oliver_Kelly.docx',
  'xdanaux_moderncv_examples_template_classic_green.pdf',
];
const email = `screener-${Date.now()}@e2e.hirekit.test`;
const password = 'screening password 1';

let server;
let browser;
let scratch;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  scratch = await mkdtemp(join(tmpdir(), 'hirekit-e2e-screeno-'));
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}

async function toast(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

async function accessible(page, name) {
  await expectAccessible(page, name);
}

// api calls the API as the signed-in browser does.
async function api(page, path) {
  return page.evaluate(async (p) => {
    const { token } = JSON.parse(localStorage.getItem('hirekit.session'));
    const response = await fetch(`/api/v1/${p}`, { headers: { Authorization: `Bearer ${token}` } });
    return response.json();
  }, path);
}

test('screen a batch: upload, process, credits, search, view, download', async () => {
  const page = await browser.newPage();

  // Sign up from the screening product; the table waits for verification.
  await page.goto(server.url('/screeno/register'));
  await page.getByLabel('Company name').fill('Screening Co');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('I accept the privacy policy and terms').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === '/screeno');
  await page.getByText('Click on the verification link sent over your email to get started.').waitFor();
  const howItWorks = page.getByRole('dialog', { name: 'How it works?' });
  await howItWorks.waitFor();
  await howItWorks.getByText('Top Competitive Programmer').waitFor();
  await screenshot(page, 'screeno-01-how-it-works');
  await howItWorks.getByRole('button', { name: 'Close' }).click();
  await howItWorks.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await toast(page, 'Please verify your email!');
  await screenshot(page, 'screeno-02-unverified');
  await accessible(page, '/screeno before verification');

  // Verify from the mailed link, and come back.
  await page.goto(await waitForLink(server, email, '/email-verify/'));
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(server.url('/screeno'));
  await page.getByText('No candidates yet. Upload resumes to get started.').waitFor();
  // Shown once a browser session: not again.
  assert.equal(await page.getByRole('dialog', { name: 'How it works?' }).count(), 0);
  await page.getByRole('link', { name: 'Credits left: 50' }).waitFor();

  // Five resumes of the corpus and a file that is a PDF by its first bytes only.
  const corrupt = join(scratch, 'corrupt-resume.pdf');
  await writeFile(corrupt, '%PDF-1.4\nthis file was cut short and cannot be read');
  await page.getByTestId('resume-input').setInputFiles([...resumes.map((name) => join(corpus, name)), corrupt]);
  await page.getByText('6 resumes ready to upload').waitFor();
  await page.getByLabel('Job').fill('Backend Engineer');
  await page.getByRole('option', { name: 'Add "Backend Engineer"' }).click();
  await screenshot(page, 'screeno-03-ready');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await toast(page, 'Successfully uploaded!');
  await page.getByText(/^\d of 6 processed$/).waitFor();
  await screenshot(page, 'screeno-04-processing');
  await page.getByText('6 of 6 processed').waitFor({ timeout: 90_000 });
  const rows = page.getByTestId('candidate-row');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="candidate-row"][data-status="processing"]').length === 0 &&
    document.querySelectorAll('[data-testid="candidate-row"]').length === 6, null, { timeout: 30_000 });
  const parsed = await page.locator('[data-testid="candidate-row"][data-status="parsed"]').count();
  const failed = await page.locator('[data-testid="candidate-row"][data-status="error"]').count();
  assert.equal(parsed, 5, 'the five corpus resumes are parsed');
  assert.equal(failed, 1, 'the corrupt file ends in error');
  // Credits drop by exactly the number parsed.
  await page.getByRole('link', { name: `Credits left: ${50 - parsed}` }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'screeno-05-tagged');
  await accessible(page, '/screeno with candidates');

  // The evidence of a tag on hover.
  const tag = page.getByTestId('candidate-row').locator('.MuiChip-root[tabindex="0"]').first();
  if ((await tag.count()) > 0) {
    await tag.hover();
    await page.getByRole('tooltip').waitFor();
  }

  // Boolean search: the table shows what the server finds.
  const query = 'python AND (django OR flask)';
  await page.getByLabel('Boolean search').fill(query);
  await page.getByLabel('Boolean search').press('Enter');
  const expected = await api(page, `screeno/smart-search?q=${encodeURIComponent(query)}`);
  assert.ok(expected.meta.total > 0 && expected.meta.total < 6, `the search finds some: ${JSON.stringify(expected.meta)}`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="candidate-row"]').length === n, expected.meta.total);
  for (const c of expected.data.candidates) await rows.getByText(c.name || c.filename, { exact: true }).first().waitFor();
  await screenshot(page, 'screeno-06-search');

  // The viewer: the resume's file, previous at the first, next.
  await page.getByRole('button', { name: 'View' }).first().click();
  const viewer = page.getByRole('dialog', { name: /Resume/ });
  await viewer.waitFor();
  const src = await viewer.getByTestId('viewer-frame').getAttribute('src');
  const file = await page.request.get(server.url(src));
  assert.equal(file.status(), 200);
  assert.match(file.headers()['content-type'], /application\/(pdf|vnd\.openxmlformats)/);
  await viewer.getByRole('button', { name: 'Previous candidate' }).click();
  await toast(page, 'No more candidates!');
  if (expected.meta.total > 1) {
    await viewer.getByRole('button', { name: 'Next candidate' }).click();
    await viewer.getByRole('status', { name: 'Loading' }).waitFor();
    await viewer.getByTestId('viewer-frame').waitFor();
  }
  await screenshot(page, 'screeno-07-viewer');
  await accessible(page, 'the resume viewer');
  await viewer.getByRole('button', { name: 'Close' }).click();

  // Download the whole table and read it back.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="candidate-row"]').length === 6);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  assert.match(download.suggestedFilename(), /^hirekit-screeno-\d{4}-\d{6}\.xlsx$/);
  const sheet = readRows(await readFile(await download.path()));
  assert.equal(sheet.length, 7, 'a header and six candidates');
  assert.equal(sheet[0][1], 'Name');
  const files = sheet.slice(1).map((r) => r[5]).sort();
  assert.deepEqual(files, [...resumes, 'corrupt-resume.pdf'].sort());
  assert.equal(sheet.slice(1).filter((r) => r[6] === 'parsed').length, 5);

  // Jobs, one job, credits and integrations.
  await page.getByRole('link', { name: 'Jobs' }).first().click();
  await page.waitForURL((url) => url.pathname === '/screeno/jobs');
  const job = page.getByRole('link', { name: 'Backend Engineer' });
  await job.waitFor();
  await page.getByRole('cell', { name: '6', exact: true }).waitFor();
  await screenshot(page, 'screeno-08-jobs');
  await accessible(page, '/screeno/jobs');
  await job.click();
  await page.getByRole('heading', { name: 'Backend Engineer' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="candidate-row"]').length === 6);
  await screenshot(page, 'screeno-09-job');
  await accessible(page, '/screeno/jobs/{id}');

  await page.goto(server.url('/screeno/credits'));
  await page.getByText(`${parsed} used of 50`).waitFor();
  await screenshot(page, 'screeno-10-credits');
  await accessible(page, '/screeno/credits');

  await page.goto(server.url('/screeno/integrations'));
  // Greenhouse connects with a key (e2e/integrations.test.mjs); Lever
  // without a configured OAuth app, and custom integrations, offer a
  // callback.
  await page.getByTestId('integration-greenhouse').getByRole('button', { name: 'Connect' }).waitFor();
  await page.getByTestId('integration-custom').getByRole('button', { name: 'REQUEST CALLBACK' }).click();
  await toast(page, 'We have been notified and will reach out shortly!');
  await screenshot(page, 'screeno-11-integrations');
  await accessible(page, '/screeno/integrations');
  await page.close();
});
