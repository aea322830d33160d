import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { signIn as signInAs, settledScreenshot } from './journey.mjs';
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

const signIn = (page, email) => signInAs(server, page, email);
const screenshot = (page, name) => settledScreenshot(page, name, 400);

const candidate = { name: 'Zenobia Quillfeather', email: 'zenobia.quillfeather@example.com' };

async function browser(options) {
  const opened = await launchBrowser(options);
  browsers.push(opened);
  return opened;
}

async function toast(page, text) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
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

  // The hiring manager: the badge counts the mention, the notification
  // leads back to the candidate, and three letters in the top bar find them.
  const managerBrowser = await browser({ viewport: { width: 1366, height: 900 } });
  const manager = await managerBrowser.newPage();
  await signIn(manager, 'hm@demo.hirekit.test');
  const nav = manager.getByRole('navigation', { name: 'Main' }).last();
  await nav.getByRole('link', { name: /Notifications \d+ unread/ }).click();
  await manager.waitForURL((url) => url.pathname === '/notifications');
  const mention = manager.getByRole('link', { name: new RegExp(`Tara Recruiter mentioned you in a note on ${candidate.name}`) });
  await mention.waitFor();
  await screenshot(manager, 'communication-05-notifications');
  await mention.click();
  await manager.waitForURL((url) => url.pathname.startsWith(`/candidate-timeline/${slug}`));
  await manager.getByRole('heading', { name: candidate.name }).waitFor();
  await manager.getByRole('tab', { name: 'Notes' }).click();
  await manager.getByText('Hari, worth a look for the platform team.').waitFor();

  const search = manager.getByRole('combobox', { name: 'Search candidates and jobs' });
  await search.click();
  await search.pressSequentially('Zen');
  const found = manager.getByRole('listbox', { name: 'Search candidates and jobs' }).getByRole('option', { name: new RegExp(candidate.name) });
  await found.waitFor();
  await screenshot(manager, 'communication-06-search');
  await found.click();
  await manager.waitForURL((url) => url.pathname === `/candidate-timeline/${slug}`);
  await managerBrowser.close();
  browsers.splice(browsers.indexOf(managerBrowser), 1);

  // The candidate opens the mailed status link, signs in with the passcode
  // mailed to them over SMTP and reads their status in plain words.
  const candidateBrowser = await browser({ viewport: { width: 390, height: 844 } });
  const visitor = await candidateBrowser.newPage();
  await visitor.goto(statusLink);
  await visitor.getByRole('heading', { name: 'Candidate login' }).waitFor();
  await visitor.getByLabel('Email').fill(candidate.email);
  await visitor.getByRole('button', { name: 'Send passcode' }).click();
  const passcodeMail = await smtp.waitFor(candidate.email, (m) => /\b\d{6}\b/.test(m.text) && /passcode/i.test(m.text));
  const passcode = /\b(\d{6})\b/.exec(passcodeMail.text)[1];
  await visitor.getByLabel('Passcode').fill(passcode);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await visitor.waitForURL((url) => url.pathname === new URL(statusLink).pathname);
  await visitor.getByRole('heading', { name: 'Application received' }).waitFor();
  await visitor.getByText(job.title).first().waitFor();
  assert.doesNotMatch(await visitor.locator('body').innerText(), /\bapplied\b|ta_screen/);
  await screenshot(visitor, 'communication-07-candidate-status');
});
