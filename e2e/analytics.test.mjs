import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, choose, settledScreenshot, signIn } from './journey.mjs';

// The analytics journey in Chromium against the real server with the
// demo's six months of history: the admin opens /analytics (the default
// cards, counted from the pipeline), builds a chart in the metrics
// explorer, saves it, downloads its PNG, shares it; the TA opens the link
// in a second browser and sees it; an admin of another company gets
// "Chart not found" (404).
let server;
let browser;
let colleague;
let stranger;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await stranger?.close();
  await colleague?.close();
  await browser?.close();
  await server?.stop();
});

const title = 'Applications by source, monthly';
const card = (page, name) => page.getByRole('region', { name });

test('build, save, download, share and open a chart', async () => {
  const page = await browser.newPage();
  await signIn(server, page, 'admin@demo.hirekit.test');

  // The dashboard starts with the default set, drawn from real numbers.
  await page.goto(server.url('/analytics'));
  await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
  for (const name of ['Hiring funnel', 'Time to hire', 'Applications by source', 'Open jobs by age']) {
    await card(page, name).waitFor();
  }
  await card(page, 'Hiring funnel').getByRole('img', { name: /Hiring funnel, bar chart/ }).waitFor();
  await card(page, 'Hiring funnel').getByRole('tab', { name: 'Table' }).click();
  const funnelTable = card(page, 'Hiring funnel').getByRole('table', { name: 'Hiring funnel table' });
  await funnelTable.waitFor();
  const applied = Number((await funnelTable.getByRole('cell').nth(1).innerText()).replace(/[^0-9.]/g, ''));
  assert.ok(applied > 0, `the demo's funnel counts applications (first cell ${applied})`);
  await settledScreenshot(page, 'analytics-01-dashboard');

  // The explorer: a metric, a grouping, a period and a chart type, with a
  // live preview, saved with a title.
  await page.getByRole('link', { name: 'New chart' }).click();
  await page.waitForURL((url) => url.pathname === '/analytics/metrics-explorer');
  await page.getByRole('heading', { level: 1, name: 'Metrics explorer' }).waitFor();
  await choose(page, 'Metric', /^Applications/);
  await choose(page, 'Group by', /^Source$/i);
  await choose(page, 'Period', /^Month$/i);
  await choose(page, 'Chart type', /^Line$/i);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const preview = page.getByRole('img', { name: new RegExp(`line chart`) });
  await preview.waitFor();
  await settledScreenshot(page, 'analytics-02-explorer');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Chart saved').waitFor();
  await page.waitForURL((url) => url.pathname === '/analytics');
  const saved = card(page, title);
  await saved.waitFor();
  await saved.getByRole('img', { name: `${title}, line chart` }).waitFor();

  // Download: a real PNG named after the title.
  await saved.getByRole('button', { name: 'Chart actions' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download' }).click()]);
  assert.equal(download.suggestedFilename(), `${title}.png`);
  const png = await readFile(await download.path());
  assert.ok(png.length > 5_000, `the PNG has ${png.length} bytes`);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  assert.ok(width >= 400 && height >= 200, `PNG ${width}×${height}`);

  // Share: a link for colleagues.
  await saved.getByRole('button', { name: 'Chart actions' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share chart' });
  await dialog.waitFor();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  const shared = new URL(link);
  assert.equal(shared.pathname, '/analytics/charts');
  assert.ok(shared.searchParams.get('chartSlug') && shared.searchParams.get('share_token'), link);
  assert.equal(await dialog.getByRole('link', { name: 'Open in a new window' }).getAttribute('target'), '_blank');
  await settledScreenshot(page, 'analytics-03-share');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A colleague (the TA) opens the link in another browser.
  colleague = await launchBrowser({ viewport: { width: 1366, height: 900 } });
  const taPage = await colleague.newPage();
  await signIn(server, taPage, 'ta@demo.hirekit.test');
  await taPage.goto(server.url(shared.pathname + shared.search));
  const sharedCard = card(taPage, title);
  await sharedCard.getByRole('heading', { level: 1, name: title }).waitFor();
  await sharedCard.getByRole('img', { name: `${title}, line chart` }).waitFor();
  await sharedCard.getByRole('button', { name: 'Chart actions' }).click();
  const items = await taPage.getByRole('menuitem').allInnerTexts();
  assert.deepEqual(items, ['Download'], 'a shared chart is read-only');
  await taPage.keyboard.press('Escape');
  await settledScreenshot(taPage, 'analytics-04-shared-view');

  // An admin of another company: not found, in the page and in the API.
  const email = `analytics-${Date.now()}@e2e.hirekit.test`;
  const password = 'another company 1';
  const other = await apiData(server, 'POST', '/company', '', { user: { email, password, phone_number: '+91 98765 43210' }, company: { name: 'Elsewhere Ltd' }, product: 'ats' });
  const response = await fetch(server.url(`/api/v1/analytics/charts/${shared.searchParams.get('chartSlug')}?share_token=${encodeURIComponent(shared.searchParams.get('share_token'))}`), {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  assert.equal(response.status, 404);
  stranger = await launchBrowser({ viewport: { width: 1366, height: 900 } });
  const strangerPage = await stranger.newPage();
  await signIn(server, strangerPage, email, password);
  await strangerPage.goto(server.url(shared.pathname + shared.search));
  await strangerPage.getByRole('heading', { name: 'Chart not found' }).waitFor();
  assert.equal(await strangerPage.getByRole('img', { name: /line chart/ }).count(), 0);
  await settledScreenshot(strangerPage, 'analytics-05-not-found');
  await page.close();
});
