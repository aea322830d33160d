import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectAccessible, launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { signIn as signInAs, settledScreenshot } from './journey.mjs';
import { startSmtp } from './smtp.mjs';

// Email preferences in Chromium against the real server, mail delivered
// over TCP to a real SMTP server this test runs: a recruiter emails a new
// applicant; the mail carries RFC 8058's one-click headers and a footer
// link; the applicant (on a phone, never signed in) opens the link and
// stops that kind of email; the recruiter's next mail is not sent, and the
// Emails tab says so, while the applicant's other mail still arrives. A
// tampered link is refused. axe finds nothing serious on any screen.
let server;
let smtp;
const browsers = [];

before(async () => {
  smtp = await startSmtp();
  server = await startServer({ demo: true, env: { HIREKIT_SMTP_URL: smtp.url } });
});

after(async () => {
  for (const browser of browsers) await browser.close();
  await server?.stop();
  await smtp?.stop();
});

const screenshot = (page, name) => settledScreenshot(page, name, 400);
const applicant = { name: 'Odalys Brightwater', email: `odalys-${Date.now()}@example.com` };

async function browser(options) {
  const opened = await launchBrowser(options);
  browsers.push(opened);
  return opened;
}

async function api(method, path, token, body) {
  const response = await fetch(server.url(`/api/v1${path}`), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: await response.json() };
}

// addApplicant adds the applicant to the first job that takes them without
// a required question, as the Add candidate form would.
async function addApplicant(token) {
  const { json } = await api('GET', '/requisitions?page=1&per_page=50', token);
  for (const job of json.data.requisitions) {
    const form = new FormData();
    form.set('requisition_id', String(job.id));
    form.set('name', applicant.name);
    form.set('email', applicant.email);
    form.set('phone', '+91 98450 55555');
    form.set('source', 'linkedin');
    const added = await api('POST', '/candidate-applications', token, form);
    if (added.status === 200 || added.status === 201) return added.json.data.candidate_application.slug;
  }
  throw new Error('no job took the applicant');
}

async function sendEmail(page, subject, body) {
  await page.getByRole('button', { name: 'Send email to candidate' }).click();
  const form = page.getByRole('dialog', { name: 'Send email to candidate' });
  await form.getByLabel(/^Subject/).fill(subject);
  await form.getByLabel(/^Message/).fill(body);
  await form.getByRole('button', { name: 'Send email' }).click();
  await form.waitFor({ state: 'hidden' });
}

test('an applicant stops recruiters’ emails from the link in one; exactly that kind stops', async () => {
  const recruiterBrowser = await browser({ viewport: { width: 1366, height: 900 } });
  const page = await recruiterBrowser.newPage();
  await signInAs(server, page, 'ta@demo.hirekit.test');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hirekit.session')).token);
  const slug = await addApplicant(token);
  await smtp.waitFor(applicant.email, (m) => m.text.includes('/candidate-application-status/'));

  await page.goto(server.url(`/candidate-timeline/${slug}/emails`));
  await page.getByRole('heading', { name: applicant.name }).waitFor();
  await sendEmail(page, 'A first chat', 'Hello Odalys, could we talk this week?');
  const first = await smtp.waitFor(applicant.email, (m) => m.subject === 'A first chat');
  const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(first.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  assert.ok(header?.includes('/api/v1/talenthub/unsubscribe?token='), `List-Unsubscribe: ${header}`);
  assert.match(first.raw, /^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im);
  const footer = smtp.link(first, '/talenthub/email-preferences/');
  assert.ok(footer, 'the mail has a visible preferences link');

  // The applicant, on a phone and never signed in, opens the footer link.
  const phone = await browser({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  const u = new URL(footer);
  await visitor.goto(server.url(u.pathname));
  await visitor.getByRole('heading', { name: `For ${applicant.email}` }).waitFor();
  await screenshot(visitor, 'email-preferences-01-from-the-link');
  await visitor.getByRole('button', { name: 'Stop these emails' }).click();
  await visitor.getByText('Your email preferences are saved.').waitFor();
  assert.equal(await visitor.getByRole('checkbox', { name: 'Messages about your applications' }).isChecked(), false);
  assert.equal(await visitor.getByRole('checkbox', { name: 'Job alerts' }).isChecked(), true);
  await screenshot(visitor, 'email-preferences-02-stopped');

  // The recruiter's next mail is not sent; the Emails tab says why.
  await sendEmail(page, 'A second try', 'Hello again.');
  const emails = page.getByRole('list', { name: 'Emails' });
  await emails.getByText('A second try').waitFor();
  await emails.getByText(/Not sent: the candidate turned off this kind of email/).waitFor();
  await screenshot(page, 'email-preferences-03-not-sent-on-the-timeline');

  // Mail they must get still arrives: a passcode they ask for.
  const asked = await fetch(server.url('/api/v1/candidate-application/send-passcode'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug, email: applicant.email }),
  });
  assert.ok(asked.ok, `send-passcode: ${asked.status}`);
  const passcode = await smtp.waitFor(applicant.email, (m) => /passcode/i.test(m.subject));
  assert.doesNotMatch(passcode.raw, /^List-Unsubscribe:/im, 'a passcode carries no unsubscribe header');
  await new Promise((wake) => setTimeout(wake, 1500));
  assert.equal(smtp.messages.filter((m) => m.to.includes(applicant.email) && m.subject === 'A second try').length, 0, 'the stopped mail did not arrive');

  // A tampered link is refused with a way forward.
  await visitor.goto(server.url(u.pathname.slice(0, -3) + 'abc'));
  await visitor.getByText(/This link is not valid/).waitFor();
  await expectAccessible(visitor, 'invalid link');
  await save(visitor, 'email-preferences-04-invalid-link');
});
