import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFake } from './fakes.mjs';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, settledScreenshot as screenshot, signIn } from './journey.mjs';

// Other ATSs into screening (issue 30 items 1-3) in Chromium against the
// fakes of internal/apptest/fakeproviders, which follow Harvest v1 and
// Lever's API (auth, permissions, paging, signed resume links, OAuth with
// refresh-token rotation): the demo admin connects Greenhouse through the
// three-step wizard (a key lacking two permissions is shown missing
// first), connects Lever through its consent popup, then fetches a
// Greenhouse job's candidates into screening: each resume is filed and
// charged once, and the same fetch again charges nothing. axe runs on
// every screen.
let fake;
let server;
let browser;
let token;

before(async () => {
  fake = await startFake();
  server = await startServer({ demo: true, env: fake.env });
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
  ({ token } = await apiData(server, 'POST', '/login', '', { email: 'admin@demo.hirekit.test', password: 'hirekit-demo' }));
});

after(async () => {
  await browser?.close();
  await server?.stop();
  fake?.stop();
});

// The fake's two Harvest keys (internal/apptest/fakeproviders).
const fullKey = 'hirekit-greenhouse-harvest-key';
const limitedKey = 'hirekit-greenhouse-limited-key';

const credits = () => apiData(server, 'GET', '/screeno/get-available-credits', token);
const fetches = async () => (await apiData(server, 'GET', '/screeno/integrations/fetches', token)).fetches;

// finished waits for fetch id to end, and returns it.
async function finished(id) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const f = (await fetches()).find((x) => x.id === id);
    if (f && ['done', 'failed'].includes(f.state)) return f;
    assert.ok(Date.now() < deadline, `fetch ${id} still ${f?.state}`);
    await new Promise((wake) => setTimeout(wake, 500));
  }
}

test('the admin connects Greenhouse through the wizard and Lever through its popup', async () => {
  const page = await browser.newPage();
  await signIn(server, page, 'admin@demo.hirekit.test');
  await page.goto(server.url('/screeno/integrations'));
  const greenhouse = page.getByTestId('integration-greenhouse');
  await greenhouse.getByRole('button', { name: 'Connect' }).click();
  const wizard = page.getByRole('dialog', { name: 'Connect Greenhouse' });
  await wizard.getByLabel('Harvest API key').fill(limitedKey);
  await screenshot(page, 'integrations-01-greenhouse-key');

  // A key without sources and custom fields: both shown missing.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Validate' }).click();
  await wizard.getByText('Some permissions are missing: grant them in Greenhouse and validate again.').waitFor();
  assert.equal(await wizard.getByText('missing', { exact: true }).count(), 2);
  await screenshot(page, 'integrations-02-greenhouse-missing');

  // The full key: every permission granted, then the user to act as.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByLabel('Harvest API key').fill(fullKey);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: /^(Validate|Re-validate)$/ }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox', { name: 'Act on behalf of' }).click();
  await page.getByRole('option').first().click();
  await screenshot(page, 'integrations-03-greenhouse-user');
  await wizard.getByRole('button', { name: 'Complete Setup' }).click();
  await page.getByText('Successfully integrated!').first().waitFor();
  await greenhouse.getByText('Connected').first().waitFor();

  // Lever: the fake's consent page in the popup, Allow.
  const lever = page.getByTestId('integration-lever');
  const [popup] = await Promise.all([page.waitForEvent('popup'), lever.getByRole('button', { name: 'Connect' }).click()]);
  await popup.locator('#allow').waitFor();
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  await popup.locator('#allow').click();
  await closed;
  await lever.getByText('Connected', { exact: true }).waitFor();
  await screenshot(page, 'integrations-04-both-connected');
  const { integrations } = await apiData(server, 'GET', '/screeno/integrations/status', token);
  assert.deepEqual(
    ['greenhouse', 'lever'].map((k) => integrations.find((c) => c.kind === k)?.status),
    ['connected', 'connected'],
    JSON.stringify(integrations),
  );
  await page.close();
});

test("a Greenhouse job's candidates are filed and charged once; the same fetch again charges nothing", async () => {
  const start = await credits();
  // Still signed in from the first test (one browser profile).
  const page = await browser.newPage();
  await page.goto(server.url('/screeno'));
  await page.getByRole('tab', { name: 'Greenhouse' }).click();
  const jobs = page.getByRole('combobox', { name: 'Jobs' });
  await jobs.click();
  await page.getByRole('option').first().click();
  await screenshot(page, 'integrations-05-fetch-form');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Fetching task submitted, will be ready in seconds!').first().waitFor();
  const first = await finished((await fetches())[0].id);
  assert.equal(first.state, 'done', JSON.stringify(first));
  assert.ok(first.added > 0 && first.failed === 0, JSON.stringify(first));
  await page.getByText(`${first.seen} seen · ${first.added} added`).first().waitFor();

  // Every filed resume parsed: one credit each, nothing left reserved.
  const deadline = Date.now() + 120_000;
  let now = await credits();
  while (now.reserved_credits !== start.reserved_credits) {
    assert.ok(Date.now() < deadline, `credits still reserved: ${JSON.stringify(now)}`);
    await new Promise((wake) => setTimeout(wake, 500));
    now = await credits();
  }
  assert.equal(now.used_credits - start.used_credits, first.added, JSON.stringify({ start, now, first }));
  // The list shows them without a reload, under the Greenhouse job's title.
  await page.getByRole('cell', { name: first.ats_job_name, exact: true }).first().waitFor();
  await screenshot(page, 'integrations-06-fetched');

  // The same job again: all skipped, nothing charged.
  await jobs.click();
  await page.getByRole('option', { name: new RegExp(`^${first.ats_job_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Fetching task submitted, will be ready in seconds!').first().waitFor();
  const again = await finished((await fetches()).find((f) => f.id !== first.id).id);
  assert.equal(again.state, 'done', JSON.stringify(again));
  assert.equal(again.added, 0, JSON.stringify(again));
  assert.equal(again.skipped, first.added, JSON.stringify(again));
  const after = await credits();
  assert.equal(after.used_credits + after.reserved_credits, now.used_credits + now.reserved_credits, 'a repeated fetch charges nothing');
  await page.close();
});
