import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { startSmtp } from './smtp.mjs';

// Talking to candidates and colleagues, in Chromium against the real server
// with the demo data and mail delivered over TCP to a real SMTP server this
// test runs: the recruiter writes a template, emails a new candidate from
// it (the mail arrives, the Emails tab shows it), mentions the hiring
// manager in a note (their badge counts it and the notification leads
// back), finds the candidate from the top bar with three letters; then the
// candidate opens the status link of their confirmation mail, signs in with
// the mailed passcode and sees where their application stands.
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

const password = 'hirekit-demo';
const candidate = { name: 'Zenobia Quillfeather', email: 'zenobia.quillfeather@example.com' };

async function browser(options) {
  const opened = await launchBrowser(options);
  browsers.push(opened);
  return opened;
}

// screenshot waits for MUI's transitions (menus, toasts, dialogs) first.
async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}

async function toast(page, text) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

async function signIn(page, email) {
  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

async function api(method, path, token, body) {
  const response = await fetch(server.url(`/api/v1${path}`), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: await response.json() };
}

// addCandidate adds the candidate to the first job of the recruiter's whose
// hiring manager is Hari and that asks no required question, as the Add
// candidate form would.
async function addCandidate(token) {
  const { json } = await api('GET', '/requisitions?page=1&per_page=50', token);
  for (const job of json.data.requisitions.filter((r) => r.hiring_manager === 'Hari Manager')) {
    const form = new FormData();
    form.set('requisition_id', String(job.id));
    form.set('name', candidate.name);
    form.set('email', candidate.email);
    form.set('phone', '+91 98450 55555');
    form.set('source', 'linkedin');
    const added = await api('POST', '/candidate-applications', token, form);
    if (added.status === 200 || added.status === 201) return { job, slug: added.json.data.candidate_application.slug };
  }
  throw new Error('no job took the candidate');
}

test('email a candidate from a template, mention a colleague, find the candidate, and the candidate follows the application', async () => {
  const recruiterBrowser = await browser({ viewport: { width: 1366, height: 900 } });
  const page = await recruiterBrowser.newPage();
  await signIn(page, 'ta@demo.hirekit.test');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hirekit.session')).token);
  const { job, slug } = await addCandidate(token);

  // Every new application mails the candidate a confirmation with the
  // status link.
  const confirmation = await smtp.waitFor(candidate.email, (m) => m.text.includes('/candidate-application-status/'));
  const statusLink = smtp.link(confirmation, '/candidate-application-status/');
  assert.ok(statusLink.includes(slug), `the status link ${statusLink} names the application ${slug}`);

  // A template with variables, written in Recruitment Setup with a live preview.
  await page.goto(server.url('/recruitment-setup/templates'));
  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByLabel(/^Name/).fill('Next steps');
  await editor.getByLabel(/^Subject/).fill('Next steps for {{job_title}}');
  await editor.getByLabel(/^Message/).fill('Hi {{candidate_name}},\n\nThanks for applying to {{company_name}}. ');
  await editor.getByRole('button', { name: 'Insert {{status_link}}' }).click();
  await editor.getByTestId('preview-subject').getByText('Next steps for Senior Backend Engineer').waitFor();
  await screenshot(page, 'communication-01-template-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Template saved');
  await page.getByRole('list', { name: 'Email templates' }).getByText('Next steps', { exact: true }).waitFor();

  // Send it from the candidate's timeline.
  await page.goto(server.url(`/candidate-timeline/${slug}/emails`));
  await page.getByRole('heading', { name: candidate.name }).waitFor();
  await page.getByRole('list', { name: 'Emails' }).getByText('Application received').waitFor();
  await page.getByRole('button', { name: 'Send email to candidate' }).click();
  const form = page.getByRole('dialog', { name: 'Send email to candidate' });
  await form.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Next steps' }).click();
  await form.getByLabel(/^Message/).press('End');
  await form.getByLabel(/^Message/).pressSequentially('\nTalk soon.');
  await screenshot(page, 'communication-02-send-email');
  await form.getByRole('button', { name: 'Send email' }).click();
  await toast(page, 'Email sent successfully');
  const sent = await smtp.waitFor(candidate.email, (m) => m.subject === `Next steps for ${job.title}`);
  assert.match(sent.text, new RegExp(`Hi ${candidate.name},`));
  assert.match(sent.text, /Talk soon\./);
  assert.ok(sent.text.includes(statusLink), 'the status link variable is filled');
  const emails = page.getByRole('list', { name: 'Emails' });
  await emails.getByText(`Next steps for ${job.title}`).waitFor();
  await emails.getByText('Delivered to the mail server').first().waitFor();
  await screenshot(page, 'communication-03-emails-tab');

  // A note that mentions the hiring manager.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('Note', { exact: true }).fill('Hari, worth a look for the platform team.');
  await page.getByRole('combobox', { name: 'Mention colleagues' }).click();
  await page.getByRole('option', { name: 'Hari Manager' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add note' }).click();
  await toast(page, 'Note added');
  await page.getByRole('list', { name: 'Notes' }).getByText('@Hari Manager').waitFor();
  await screenshot(page, 'communication-04-notes');
  await recruiterBrowser.close();
  browsers.splice(browsers.indexOf(recruiterBrowser), 1);
});
