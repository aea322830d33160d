import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { minimalPdf } from './pdf.mjs';

// The candidate journey in Chromium against the real server with the demo
// data: a TA signs in, adds a candidate with a resume and screening answers,
// waits for the parsed profile, opens the resume, moves the candidate three
// times and sees the history, then filters the list and reopens the copied
// link in a new page.
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

const job = 'Senior Backend Engineer (Go)';
const stamp = Date.now();
const name = `Ada Lovelace ${stamp}`;
const email = `ada-${stamp}@e2e.hirekit.test`;
const linkedin = `https://www.linkedin.com/in/ada-lovelace-${stamp}`;

// screenshot waits for MUI's transitions (menus, toasts, dialogs) first.
async function screenshot(page, name) {
  await page.waitForTimeout(500);
  return save(page, name);
}

async function toast(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowNames(page) {
  await page.getByTestId('candidate-row').first().waitFor();
  return page.getByTestId('candidate-row').locator('td:first-child a').allTextContents();
}

async function chipTexts(page) {
  return page.getByTestId('filter-chips').locator('.MuiChip-label').allTextContents();
}

test('add a candidate with a resume, move them, and share a filtered list', async () => {
  const page = await browser.newPage();
  page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) console.log('HTTP', r.status(), r.url()); });

  // Sign in as the demo TA through the login page.
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill('ta@demo.hirekit.test');
  await page.getByLabel(/^Password/).fill('hirekit-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  // The list: open jobs by default, with counts per state.
  await page.goto(server.url('/candidates'));
  await page.getByRole('heading', { name: 'Candidates' }).waitFor();
  await page.getByTestId('state-counts').waitFor();
  assert.equal((await rowNames(page)).length, 20);
  assert.match(await page.getByTestId('candidate-total').textContent(), /^\d+ candidates$/);
  await screenshot(page, 'candidates-01-list');

  // Add a candidate to a live job, with a resume and the required answers.
  await page.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await dialog.waitFor();
  await dialog.getByText('0 files selected').waitFor();
  await choose(page, 'Job', job);
  await dialog.getByText('How many years have you written Go in production?').first().waitFor();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+91 98450 12345');
  await dialog.getByLabel('Experience (years)').fill('6');
  await choose(page, 'Source', 'LinkedIn');
  // A refused file turns the box red.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await dialog.getByText('Invalid file type! Please upload pdf/doc files.').waitFor();
  assert.equal(await dialog.getByTestId('resume-drop').getAttribute('data-rejected'), 'true');
  await screenshot(page, 'candidates-02-add-rejected-file');
  const pdf = minimalPdf([name, email, '+91 98450 12345', linkedin, 'Senior engineer: Go, PostgreSQL, distributed systems.']);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'ada-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByText('ada-resume.pdf uploaded!').waitFor();
  // Required answers are checked before sending.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await toast(page, 'Please fill all the required fields');
  await dialog.getByLabel('How many years have you written Go in production?').fill('5');
  await dialog.getByLabel('PostgreSQL').check();
  await dialog.getByLabel('Are you open to working from Bengaluru twice a week?').check();
  await screenshot(page, 'candidates-03-add-filled');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/candidate-timeline/'));
  await toast(page, 'Candidate added');
  const timelineURL = page.url();

  // The resume is parsed in the background: the LinkedIn link appears.
  await page.getByRole('heading', { name }).waitFor();
  await page.getByRole('link', { name: 'LinkedIn', exact: true }).waitFor({ timeout: 30_000 });
  assert.equal(await page.getByRole('link', { name: 'LinkedIn', exact: true }).getAttribute('href'), linkedin);
  await page.getByTestId('resume-status').getByText('ada-resume.pdf').waitFor();
  await screenshot(page, 'candidates-04-timeline-parsed');

  // The resume viewer: a 900px frame on a signed URL that answers a PDF.
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'Resume' });
  const frame = viewer.locator('iframe');
  await frame.waitFor();
  const src = await frame.getAttribute('src');
  assert.match(src, /^\/files\/.+[?&]sig=/);
  const file = await page.request.get(server.url(src));
  assert.equal(file.status(), 200);
  assert.match(file.headers()['content-type'], /^application\/pdf/);
  assert.equal(Math.round((await frame.boundingBox()).height), 900);
  await screenshot(page, 'candidates-05-resume-dialog');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await viewer.waitFor({ state: 'hidden' });

  // Three moves, each with a reason.
  const moves = [];
  const plan = [
    ['TA screen', 'Strong resume, screening call booked'],
    ['HM screen', 'Screening went well'],
    ['Assignment shared', 'Sending the take-home assignment'],
  ];
  for (const [label, reason] of plan) {
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const move = page.getByRole('dialog', { name: 'Move' });
    await move.getByRole('combobox', { name: 'Move to' }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await move.getByLabel('Reason').fill(reason);
    if (moves.length === 0) await screenshot(page, 'candidates-06-move-dialog');
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(page, `Moved to ${label}`);
    await move.waitFor({ state: 'hidden' });
    moves.push({ label, reason });
  }
  const finalState = moves.at(-1).label;
  await page.getByRole('tab', { name: 'History' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/history'));
  const entries = page.getByTestId('history-entry');
  for (const { label, reason } of moves) {
    await entries.filter({ hasText: reason }).filter({ hasText: label }).waitFor();
  }
  assert.ok((await entries.count()) >= 3);
  await entries.first().getByText('by Tara Recruiter').waitFor();
  await screenshot(page, 'candidates-07-history');
  await page.getByRole('tab', { name: 'Screening answers' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/answers'));
  await screenshot(page, 'candidates-08-answers');
  await page.getByText('How many years have you written Go in production?').waitFor();

  // Back on the list: filter by the candidate's state, then by source.
  await page.goto(server.url('/candidates'));
  await page.getByTestId('state-counts').waitFor();
  await page.getByTestId('state-counts').getByRole('button', { name: new RegExp(`^${finalState.replace(/[()]/g, '\\$&')} \\(\\d+\\)$`) }).click();
  await page.waitForURL((url) => url.searchParams.has('navigation_token'));
  await page.getByTestId('filter-chips').getByText(`State: ${finalState}`).waitFor();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('form', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Sources' }).click();
  await page.getByRole('option', { name: 'LinkedIn', exact: true }).click();
  await drawer.getByRole('heading', { name: 'Filters' }).click();
  await screenshot(page, 'candidates-09-filter-drawer');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('filter-chips').getByText('Source: LinkedIn').waitFor();
  await page.getByRole('link', { name }).waitFor();
  const filteredURL = page.url();
  const token = new URL(filteredURL).searchParams.get('navigation_token');
  const payload = JSON.parse(Buffer.from(token.slice(3), 'base64url').toString());
  assert.deepEqual(Object.keys(payload), ['sources', 'statuses']);
  assert.deepEqual(payload.sources, ['linkedin']);
  const rows = await rowNames(page);
  const chips = await chipTexts(page);
  const total = await page.getByTestId('candidate-total').textContent();
  assert.ok(rows.includes(name));
  await screenshot(page, 'candidates-10-filtered');

  // The copied link opens the same view in a new page.
  const copy = await browser.newPage();
  await copy.goto(filteredURL);
  await copy.getByRole('link', { name }).waitFor();
  assert.deepEqual(await rowNames(copy), rows);
  assert.deepEqual(await chipTexts(copy), chips);
  assert.equal(await copy.getByTestId('candidate-total').textContent(), total);
  assert.equal(copy.url(), filteredURL);
  await screenshot(copy, 'candidates-11-copied-link');

  // The spreadsheet view with its dense table.
  await copy.goto(server.url('/all-candidates-view'));
  await copy.getByRole('heading', { name: 'All candidates' }).waitFor();
  await rowNames(copy);
  await screenshot(copy, 'candidates-12-spreadsheet');
  // Its dates go back 2 years at most and never past today.
  await copy.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheetFilters = copy.getByRole('form', { name: 'Filters' });
  const today = new Date().toISOString().slice(0, 10);
  const twoYearsBack = new Date(Date.now() - 63072000000).toISOString().slice(0, 10);
  assert.equal(await sheetFilters.getByLabel('From').getAttribute('min'), twoYearsBack);
  assert.equal(await sheetFilters.getByLabel('To').getAttribute('max'), today);
  await sheetFilters.getByLabel('From').fill('2001-01-01');
  await sheetFilters.getByLabel('From').blur();
  assert.equal(await sheetFilters.getByLabel('From').inputValue(), twoYearsBack);
  await screenshot(copy, 'candidates-13-spreadsheet-dates');
  await copy.close();

  // The timeline link still works.
  await page.goto(timelineURL);
  await page.getByRole('heading', { name }).waitFor();
});
