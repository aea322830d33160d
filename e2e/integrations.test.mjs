import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFake } from './fakes.mjs';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, settledScreenshot as screenshot, signIn } from './journey.mjs';

// Other ATSs into screening (issue 30 items 1-3) in Chromium against the
// Greenhouse fake (internal/apptest/fakeproviders, following Harvest v1:
// Basic auth, per-key permissions, Link paging, signed resume links): the
// demo admin connects Greenhouse through the three-step wizard (a key
// lacking two permissions is shown missing first), then fetches a job's
// candidates into screening and watches the fetch finish with every
// resume filed and charged once. axe runs on every screen.
let fake;
let server;
let browser;

before(async () => {
  fake = await startFake();
  server = await startServer({ demo: true, env: fake.env });
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  fake?.stop();
});

const greenhouseKey = () => fake.env.HIREKIT_GREENHOUSE_KEY ?? 'hirekit-greenhouse-harvest-key';
const limitedKey = () => fake.env.HIREKIT_GREENHOUSE_LIMITED_KEY ?? 'hirekit-greenhouse-limited-key';

test('the admin connects Greenhouse through the wizard', async () => {
  const page = await browser.newPage();
  await signIn(server, page, 'admin@demo.hirekit.test');
  await page.goto(server.url('/screeno/integrations'));
  const card = page.getByTestId('integration-greenhouse');
  await card.getByRole('button', { name: 'Connect' }).click();
  const wizard = page.getByRole('dialog', { name: 'Connect Greenhouse' });
  await wizard.waitFor();
  await screenshot(page, 'integrations-01-greenhouse-key');

  // A key without sources and custom fields: both shown missing, no Next.
  await wizard.getByLabel('Harvest API key').fill(limitedKey());
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Validate' }).click();
  await wizard.getByText('Some permissions are missing: grant them in Greenhouse and validate again.').waitFor();
  assert.equal(await wizard.getByText('missing', { exact: true }).count(), 2);
  await screenshot(page, 'integrations-02-greenhouse-missing');

  // The full key: every permission granted, then the user to act as.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByLabel('Harvest API key').fill(greenhouseKey());
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Validate' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox', { name: 'Act on behalf of' }).click();
  await page.getByRole('option').first().click();
  await wizard.getByRole('button', { name: 'Complete Setup' }).click();
  await page.getByText('Successfully integrated!').first().waitFor();
  await card.getByText('Connected').first().waitFor();
  await screenshot(page, 'integrations-03-greenhouse-connected');
  await page.close();
});

test('candidates fetched from Greenhouse are filed and charged once', async () => {
  const { token } = await apiData(server, 'POST', '/login', '', { email: 'admin@demo.hirekit.test', password: 'hirekit-demo' });
  const credits = async () => (await apiData(server, 'GET', '/screeno/credits', token)).pending_credits;
  const before = await credits();
  const page = await browser.newPage();
  await signIn(server, page, 'admin@demo.hirekit.test');
  await page.goto(server.url('/screeno'));
  await page.getByRole('tab', { name: /integrations/i }).click();
  await page.getByRole('combobox', { name: /ATS/i }).click();
  await page.getByRole('option', { name: 'Greenhouse' }).click();
  await page.getByRole('combobox', { name: /job/i }).click();
  await page.getByRole('option').first().click();
  await screenshot(page, 'integrations-04-fetch-form');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Fetching task submitted, will be ready in seconds!').first().waitFor();

  // The fetch runs in the background; its row says done with what it added.
  const deadline = Date.now() + 120_000;
  let fetchRow;
  for (;;) {
    const { fetches } = await apiData(server, 'GET', '/screeno/integrations/fetches', token);
    fetchRow = fetches[0];
    if (fetchRow && ['done', 'failed'].includes(fetchRow.state)) break;
    assert.ok(Date.now() < deadline, `fetch still ${fetchRow?.state}`);
    await new Promise((wake) => setTimeout(wake, 500));
  }
  assert.equal(fetchRow.state, 'done', JSON.stringify(fetchRow));
  assert.ok(fetchRow.added > 0, JSON.stringify(fetchRow));
  assert.equal(before - (await credits()), fetchRow.added, 'one credit a candidate filed');
  await screenshot(page, 'integrations-05-fetched');

  // The same fetch again: everything skipped, nothing charged.
  const again = await credits();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Fetching task submitted, will be ready in seconds!').first().waitFor();
  for (;;) {
    const { fetches } = await apiData(server, 'GET', '/screeno/integrations/fetches', token);
    if (fetches[0].id !== fetchRow.id && ['done', 'failed'].includes(fetches[0].state)) {
      assert.equal(fetches[0].added, 0, JSON.stringify(fetches[0]));
      assert.equal(fetches[0].skipped, fetchRow.added, JSON.stringify(fetches[0]));
      break;
    }
    await new Promise((wake) => setTimeout(wake, 500));
  }
  assert.equal(await credits(), again, 'a repeated fetch charges nothing');
  await page.close();
});
