import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';

// Reopening a closed application, in Chromium against the real server with
// the demo data: the Move control offers what the server's next_states say.
// A hiring manager finds nothing to move a rejected candidate to; the admin
// reopens one from the candidate's timeline to TA screen, with a reason that
// the history keeps.
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

const password = 'hirekit-demo';
const reason = 'Reconsidered after a referral call';

// screenshot waits for MUI's transitions (menus, toasts, dialogs) first.
async function screenshot(page, name) {
  await page.waitForTimeout(500);
  return save(page, name);
}

async function signIn(page, email) {
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

// openRejected opens the candidate list on the Screen reject state and the
// timeline of its first candidate, and returns that candidate's name.
async function openRejected(page, index = 0) {
  await page.goto(server.url('/candidates'));
  await page.getByTestId('state-counts').getByRole('button', { name: /^Screen reject \(\d+\)$/ }).click();
  await page.getByTestId('filter-chips').getByText('State: Screen reject').waitFor();
  // The list shows the previous page until the filtered one is in.
  await page.getByTestId('candidate-row').first().getByText('Screen reject', { exact: true }).waitFor();
  const link = page.getByTestId('candidate-row').nth(index).locator('td:first-child a');
  const name = (await link.textContent()).trim();
  await link.click();
  await page.waitForURL((url) => url.pathname.startsWith('/candidate-timeline/'));
  await page.getByRole('heading', { name }).waitFor();
  return name;
}

test('a hiring manager cannot reopen a rejected candidate; the admin reopens one to TA screen', async () => {
  const { context } = browser;
  const hmPage = await context.newPage();
  await signIn(hmPage, 'hm@demo.hirekit.test');
  await openRejected(hmPage);
  await hmPage.getByText('Screen reject', { exact: true }).first().waitFor();
  // The server offers the hiring manager no next state: Move is off.
  assert.equal(await hmPage.getByRole('button', { name: 'Move', exact: true }).isDisabled(), true);
  await screenshot(hmPage, 'reopen-01-hm-cannot-move');
  await hmPage.getByRole('button', { name: /Hari Manager/ }).click();
  await hmPage.getByRole('menuitem', { name: 'Logout' }).click();
  await hmPage.waitForURL((url) => url.pathname === '/login');
  await hmPage.close();

  const page = await context.newPage();
  await signIn(page, 'admin@demo.hirekit.test');
  const name = await openRejected(page);
  const timeline = page.url();
  await screenshot(page, 'reopen-02-admin-timeline');

  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const move = page.getByRole('dialog', { name: 'Move' });
  await move.getByRole('combobox', { name: 'Move to' }).click();
  // A closed application goes back to TA screen, and nowhere else.
  const options = await page.getByRole('option').allTextContents();
  assert.deepEqual(options, ['TA screen']);
  await page.getByRole('option', { name: 'TA screen', exact: true }).click();
  await move.getByLabel('Reason').fill(reason);
  await screenshot(page, 'reopen-03-move-dialog');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await page.getByText('Moved to TA screen', { exact: true }).first().waitFor();
  await move.waitFor({ state: 'hidden' });

  // The header shows the new state, and the history the reopening.
  await page.getByRole('heading', { name }).waitFor();
  await page.getByText('TA screen', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Move', exact: true }).waitFor();
  await page.getByRole('tab', { name: 'History' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/history'));
  const entry = page.getByTestId('history-entry').filter({ hasText: reason });
  await entry.getByText('Screen reject', { exact: true }).waitFor();
  await entry.getByText('TA screen', { exact: true }).waitFor();
  await entry.getByText(/^by Asha Admin/).waitFor();
  await screenshot(page, 'reopen-04-history');

  // Open again, the application is on TA screen with its usual next states.
  await page.goto(timeline);
  await page.getByRole('heading', { name }).waitFor();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await page.getByRole('dialog', { name: 'Move' }).getByRole('combobox', { name: 'Move to' }).click();
  const next = await page.getByRole('option').allTextContents();
  assert.ok(next.includes('HM screen') && !next.includes('TA screen'), `next states after reopening: ${next.join(', ')}`);
  await page.keyboard.press('Escape');
  await page.close();
});
