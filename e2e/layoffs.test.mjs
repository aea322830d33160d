import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { waitForLink } from './mailbox.mjs';

// The /layoffs journey in Chromium against the real server: the demo admin
// adds a person they let go from Manage company → Layoffs; the person
// consents from the link in their mail; the public page lists them to a
// signed-out visitor on a phone; the person removes themselves with the
// link of their confirmation mail, and the page lists them no more. axe
// finds nothing serious on any screen.

const admin = 'admin@demo.hirekit.test';
const person = `asha-${Date.now()}@e2e.hirekit.test`;
const phone = { width: 390, height: 844 };

let server;
let browser;
// outside is a second Chromium profile on a phone, never signed in: the
// person and the visiting company.
let outside;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser();
  outside = await launchBrowser({ viewport: phone });
});

after(async () => {
  await outside?.close();
  await browser?.close();
  await server?.stop();
});

async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}

// mailedLink waits for a mail to `to` whose subject contains `subject`
// and returns its link with `part`.
async function mailedLink(to, subject, part) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(server.url(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`));
    const { data } = await response.json();
    for (const m of data.messages ?? []) {
      if (!m.subject.includes(subject)) continue;
      const link = (m.text.match(/https?:\/\/[^\s"'<>]+/g) ?? []).find((l) => l.includes(part));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about ${subject}`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

// local turns a mailed link into this server's address (the mail's base
// URL is the server's own, but keep the path and query only).
function local(link) {
  const u = new URL(link);
  return server.url(u.pathname + u.search);
}

test('a company lists a person with their consent; they remove themselves', async () => {
  const page = await browser.newPage();

  // The admin adds the person from Manage company → Layoffs.
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill(admin);
  await page.getByLabel(/^Password/).fill('hirekit-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(server.url('/company-settings/layoffs'));
  await page.getByRole('heading', { name: 'Add a person' }).waitFor();
  await page.getByLabel(/^Name/).fill('Asha Rao');
  await page.getByLabel(/^Email/).fill(person);
  await page.getByLabel(/^Role or title/).fill('Backend engineer');
  await page.getByLabel(/^Skills/).fill('Go, PostgreSQL, Kubernetes');
  await page.getByLabel(/^Location/).fill('Pune, India');
  await page.getByLabel(/^LinkedIn profile/).fill('https://www.linkedin.com/in/asha-rao');
  await page.getByRole('button', { name: 'Send consent request' }).click();
  await page.getByText('Consent request mailed to Asha Rao').first().waitFor();
  await page.getByText('Waiting for consent').waitFor();
  await screenshot(page, 'layoffs-01-company-pending');

  // Not listed before consent: the public page, signed out, on a phone.
  const pub = await outside.newPage();
  await pub.goto(server.url('/layoffs'));
  await pub.getByRole('heading', { name: 'People open to work after layoffs' }).waitFor();
  await pub.getByText(/Nobody is listed yet|Let go by/).first().waitFor();
  assert.equal(await pub.getByText('Asha Rao').count(), 0, 'listed before consent');

  // The person consents from the mailed link (a click, not the opening).
  const consent = await waitForLink(server, person, '/layoffs/consent/');
  const personPage = await outside.newPage();
  await personPage.goto(local(consent));
  await personPage.getByText(/would like to list you/).waitFor();
  await screenshot(personPage, 'layoffs-02-consent-request');
  await personPage.getByRole('button', { name: 'List me' }).click();
  await personPage.getByText(/You are listed/).waitFor();
  await screenshot(personPage, 'layoffs-03-listed');

  // The public page lists them, signed out, with no email address.
  await pub.reload();
  await pub.getByRole('heading', { name: 'Let go by Acme Corporation' }).first().waitFor();
  await pub.getByText('Asha Rao').waitFor();
  assert.ok(!(await pub.content()).includes(person), 'the public page shows the email address');
  const signedOut = await pub.evaluate(() => localStorage.getItem('hirekit.session'));
  assert.equal(signedOut, null, 'the visitor is signed out');
  await pub.getByLabel('Skill or role').fill('postgres');
  await pub.getByRole('button', { name: 'Search' }).click();
  await pub.waitForURL((url) => url.search.includes('skill=postgres'));
  await pub.getByText('Asha Rao').waitFor();
  await screenshot(pub, 'layoffs-04-public-phone');

  // Contact without exposing the address: the dialog, then the mail.
  await pub.getByRole('button', { name: 'Contact Asha Rao' }).click();
  const dialog = pub.getByRole('dialog', { name: 'Write to Asha Rao' });
  await dialog.getByLabel(/Your name/).fill('Gita');
  await dialog.getByLabel(/Your work email/).fill('gita@beta.e2e.hirekit.test');
  await dialog.getByLabel(/Your company/).fill('Beta');
  await dialog.getByLabel(/Message/).fill('We are hiring Go engineers in Pune.');
  await screenshot(pub, 'layoffs-05-contact');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await pub.getByText(/we mailed you a link/).first().waitFor();

  // Nothing reaches the person until the sender proves the address: the
  // sender opens the mailed link and presses Send (review 3, M5).
  const sender = 'gita@beta.e2e.hirekit.test';
  const confirm = await mailedLink(sender, 'Confirm your message', '/layoffs/contact/');
  const senderPage = await outside.newPage();
  await senderPage.goto(local(confirm));
  await senderPage.getByRole('heading', { name: 'Send your message' }).waitFor();
  await screenshot(senderPage, 'layoffs-05b-sender-confirms');
  await senderPage.getByRole('button', { name: 'Send my message' }).click();
  await senderPage.getByText(/Your message is on its way/).waitFor();
  await mailedLink(person, 'sender not verified', 'action=remove');

  // The company sees them listed.
  await page.reload();
  await page.getByText('Listed', { exact: true }).waitFor();

  // The person removes themselves with the confirmation mail's link.
  const remove = await mailedLink(person, 'You are listed', 'action=remove');
  await personPage.goto(local(remove));
  // Opening the link removes nobody (a mail scanner opens links too): the
  // person confirms with a click (review 3, L7).
  await personPage.getByText(/Press “Remove me from the page” to confirm/).waitFor();
  await personPage.getByRole('button', { name: 'Remove me from the page' }).click();
  await personPage.getByText(/You are removed from the page/).waitFor();
  await screenshot(personPage, 'layoffs-06-removed');

  // The page lists them no more; the company sees who removed them.
  await pub.goto(server.url('/layoffs'));
  await pub.getByRole('heading', { name: 'People open to work after layoffs' }).waitFor();
  await pub.getByText(/Nobody is listed yet|Let go by/).first().waitFor();
  assert.equal(await pub.getByText('Asha Rao').count(), 0, 'still listed after removal');
  await page.reload();
  await page.getByText('by them').waitFor();
  await screenshot(page, 'layoffs-07-company-removed');
});
