import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, startServer } from './harness.mjs';

// Usage events in Chromium against the real server: three screens of the
// demo admin go as one POST with the session header (the threshold), and
// what waits when the tab is hidden goes by navigator.sendBeacon, whose
// JSON body carries the session token; the server stores both.
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

const isUsage = (response) => new URL(response.url()).pathname === '/api/v1/usage-events';

// waitUntil polls check until it holds: a batch may also leave by its
// 10-second period on a busy machine, so the journey reads every call.
async function waitUntil(check, what, timeoutMs = 30_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (check()) return;
  }
  assert.fail(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
}

test('screens report their page identifiers in batches and by beacon', async () => {
  const page = await browser.newPage();
  const calls = [];
  page.on('response', async (response) => {
    if (!isUsage(response)) return;
    const request = response.request();
    calls.push({
      header: request.headers().authorization !== undefined,
      pages: request.postDataJSON()?.events?.map((e) => e.page),
      status: response.status(),
      recorded: await response.json().then((b) => b.data?.recorded, (e) => `unreadable: ${e.message}`),
    });
  });
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill('admin@demo.hirekit.test');
  await page.getByLabel('Password').fill('hirekit-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // Each screen is drawn before the next click: a click while the last
  // screen's code still loads leaves that screen (and its report) behind,
  // as it would for a person; on a busy machine that happened here.
  const home = page.getByRole('heading', { level: 1, name: 'Home' });
  await home.waitFor();

  // Home, Notifications, Home again: the third sends (at the latest).
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await page.waitForURL((url) => url.pathname === '/notifications');
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await home.waitFor();
  const sent = () => calls.filter((c) => c.header).flatMap((c) => c.pages ?? []);
  await waitUntil(() => sent().length >= 3 && calls.every((c) => c.recorded !== undefined), () => `three events sent with the header: ${JSON.stringify(calls)}`);
  assert.deepEqual(sent(), ['dashboard', 'notifications', 'dashboard']);
  for (const call of calls) {
    assert.equal(call.status, 200);
    assert.equal(call.recorded, call.pages.length);
  }
  await screenshot(page, 'usage-home');

  // One more screen waits; hiding the tab hands it to the beacon. Chromium
  // does not show a beacon's Blob body to the page's observers; a 200
  // without the header says the body's session token signed it in.
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await page.waitForURL((url) => url.pathname === '/notifications');
  // The screen reports once it is drawn, after the address changed.
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await waitUntil(() => calls.some((c) => !c.header && c.recorded !== undefined), () => `the beacon: ${JSON.stringify(calls)}`);
  const beacon = calls.find((c) => !c.header);
  assert.equal(beacon.status, 200);
  assert.equal(beacon.recorded, 1);
  assert.equal(calls.filter((c) => c.header).flatMap((c) => c.pages).length, 3, 'nothing else went with the header');
  await page.close();
});
