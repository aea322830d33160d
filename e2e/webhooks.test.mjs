import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { signIn } from './journey.mjs';

// Webhooks out (issue 30) in Chromium against the real server: the demo
// admin adds an endpoint under Manage company → Webhooks (a receiver this
// test runs on 127.0.0.1, which HIREKIT_WEBHOOKS_ALLOW_PRIVATE lets in),
// copies the secret shown once, sends a test event and sees it delivered;
// the receiver checks every delivery's Standard Webhooks signature with
// that secret. axe runs on every screen (harness.screenshot).
let server;
let browser;
let receiver;
const received = [];

before(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise((ready) => receiver.listen(0, '127.0.0.1', ready));
  server = await startServer({ demo: true, env: { HIREKIT_WEBHOOKS_ALLOW_PRIVATE: '1' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((done) => receiver?.close(done));
});

async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}

// verified reports whether a delivery carries a valid signature under
// secret (whsec_ and base64), as the Standard Webhooks scheme defines it.
function verified(delivery, secret) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': sig } = delivery.headers;
  const want = createHmac('sha256', key).update(`${id}.${ts}.${delivery.body}`).digest();
  return (sig ?? '').split(' ').some((part) => {
    const [version, value] = part.split(',');
    const got = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && got.length === want.length && timingSafeEqual(got, want);
  });
}

test('an admin adds a webhook endpoint and a signed test event reaches it', async () => {
  const page = await browser.newPage();
  await signIn(server, page, 'admin@demo.hirekit.test');
  await page.goto(server.url('/company-settings/webhooks'));
  await page.getByRole('heading', { name: 'Add an endpoint' }).waitFor();
  await screenshot(page, 'webhooks-01-empty');

  const url = `http://127.0.0.1:${receiver.address().port}/hooks/hirekit`;
  await page.getByLabel(/^Endpoint URL/).fill(url);
  await page.getByLabel(/^Description/).fill('CRM sync');
  await page.getByRole('checkbox', { name: 'Application created' }).check();
  await page.getByRole('checkbox', { name: 'Application hired' }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret, shown once.
  const dialog = page.getByRole('dialog', { name: 'Copy the signing secret now' });
  await dialog.waitFor();
  const secret = await dialog.getByLabel('Signing secret').inputValue();
  assert.match(secret, /^whsec_[A-Za-z0-9+/=]+$/);
  await screenshot(page, 'webhooks-02-secret');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // A test event, delivered and signed.
  await page.getByRole('button', { name: `Send test event to ${url}` }).click();
  for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((wake) => setTimeout(wake, 100));
  assert.equal(received.length, 1, 'the receiver got the test event once');
  const [delivery] = received;
  assert.equal(JSON.parse(delivery.body).type, 'webhook.test');
  assert.ok(verified(delivery, secret), 'the signature verifies with the secret shown');
  assert.ok(!verified({ ...delivery, body: delivery.body.replace('webhook.test', 'webhook.tset') }, secret), 'a tampered body does not');
  const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
  await deliveries.getByText('Delivered').waitFor({ timeout: 15_000 });
  await screenshot(page, 'webhooks-03-delivered');
});
