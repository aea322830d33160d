import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFake } from './fakes.mjs';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { signIn } from './journey.mjs';

// Buying screening credits (issue 30) in Chromium against the Razorpay
// fake (internal/apptest/fakeproviders: its orders API, its Checkout
// script and its signed webhooks): the demo admin, in India, buys 100
// resumes through Checkout; the webhook, delivered three times and racing
// the browser's confirmation, grants once; a payment whose signature is
// forged grants nothing. axe runs on every screen (harness.screenshot).
let fake;
let server;
let browser;

before(async () => {
  fake = await startFake();
  server = await startServer({ demo: true, env: fake.env });
  await fake.control('POST', 'razorpay/knobs', { webhook_url: server.url('/api/v1/webhooks/razorpay') });
  browser = await launchBrowser({ timezoneId: 'Asia/Kolkata' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  fake?.stop();
});

async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}

// balance reads the credits page's balance once it has loaded (it shows
// '–' until then, which must not read as 0).
async function balance(page) {
  const shown = page.getByTestId('credit-balance');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="credit-balance"]')?.textContent ?? ''));
  return Number((await shown.textContent()).replace(/[^\d]/g, ''));
}

test('an admin buys 100 credits through Checkout; webhooks and the browser grant once; a forged signature grants nothing', async () => {
  const page = await browser.newPage();
  await signIn(server, page, 'admin@demo.hirekit.test');
  await page.goto(server.url('/screeno/credits'));
  const buy = page.getByRole('button', { name: 'BUY NOW: 100 resumes' });
  await buy.waitFor();
  const before = await balance(page);
  await screenshot(page, 'payments-01-plans');

  // Checkout opens from the fake's script; Pay.
  await buy.click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay test payment' });
  await checkout.waitFor();
  await screenshot(page, 'payments-02-checkout');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByText('Payment successful! 100 credits added.').first().waitFor();
  await page.waitForFunction(
    ([want]) => Number(document.querySelector('[data-testid="credit-balance"]')?.textContent.replace(/[^\d]/g, '')) === want,
    [before + 100],
  );

  // The fake's webhook again, twice more, with the same event: still 100.
  const orders = await fake.control('GET', 'razorpay/orders');
  const paid = (orders.orders ?? orders).filter((o) => o.status === 'paid');
  assert.equal(paid.length, 1, 'one paid order at the fake');
  for (let i = 0; i < 2; i++) await fake.control('POST', 'razorpay/redeliver', { order_id: paid[0].id });
  const deliveries = await fake.control('GET', 'razorpay/deliveries');
  const statuses = (deliveries.deliveries ?? deliveries).map((d) => d.status);
  assert.ok(statuses.length >= 3 && statuses.every((s) => s === 200), `webhook deliveries answered ${statuses}`);
  await page.reload();
  await page.getByTestId('credit-balance').waitFor();
  assert.equal(await balance(page), before + 100, 'granted once');
  const history = page.getByRole('table', { name: 'Orders' });
  await history.getByRole('row').filter({ hasText: '100 resumes' }).filter({ hasText: 'Paid' }).first().waitFor();
  await screenshot(page, 'payments-03-paid');

  // A forged signature: nothing granted, and the page says so.
  await fake.control('POST', 'razorpay/knobs', { bad_signature: true });
  await page.getByRole('button', { name: 'BUY NOW: 100 resumes' }).click();
  await checkout.waitFor();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByText(/^The payment could not be verified\./).first().waitFor();
  await screenshot(page, 'payments-04-refused');
  await page.reload();
  await page.getByTestId('credit-balance').waitFor();
  assert.equal(await balance(page), before + 100, 'a forged payment grants nothing');
});
