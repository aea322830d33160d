import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, signIn as signInAs, choose, settledScreenshot as screenshot } from './journey.mjs';

// Issue 16's journey in Chromium at a phone's viewport against the real
// server with the demo data: the TA sends a self-scheduling link from the
// candidate timeline, the candidate opens it from the mail, picks a day and
// a slot, confirms and reads the success text; the TA then sees the
// interview and the booked link on the timeline.
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const api = (method, path, token, body) => apiData(server, method, path, token, body);
const signIn = (page, email) => signInAs(server, page, email);

// selfScheduleLink waits for the mail to `to` with the link to the page,
// its scheduling_token included.
async function selfScheduleLink(to) {
  const pattern = /https?:\/\/[^\s"'<>]+\/candidate-self-schedule\/[A-Za-z0-9]+\?scheduling_token=[A-Za-z0-9._~-]+/;
  for (let i = 0; i < 100; i++) {
    const { messages } = await api('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
    for (const m of messages) {
      const found = m.text.match(pattern);
      if (found) return found[0];
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`no self-scheduling link mailed to ${to}`);
}

test('send a link, the candidate books a slot on a phone, the recruiter sees the interview', async () => {
  const { token } = await api('POST', '/login', '', { email: 'ta@demo.hirekit.test', password: 'hirekit-demo' });
  const { candidate_applications: apps } = await api('GET', '/candidate-applications?per_page=100', token);
  const app = apps.find((a) => a.state.state === 'schedule_round');
  assert.ok(app, 'a demo candidate waiting for a round');
  const detail = (await api('GET', `/candidate-applications/${app.slug}`, token)).candidate_application;
  const candidateEmail = detail.candidate.email;

  const page = await browser.newPage();
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) console.log('HTTP', r.status(), r.url());
  });
  await page.goto(server.url('/login'));
  await signIn(page, 'ta@demo.hirekit.test');

  // The TA sends the link from the timeline.
  await page.goto(server.url(`/candidate-timeline/${app.slug}/interviews`));
  await page.getByRole('button', { name: 'Send self-scheduling link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send self-scheduling link' });
  await dialog.waitFor();
  await choose(page, 'Round', /.+/);
  await page.getByRole('combobox', { name: 'Panel', exact: true }).click();
  await page.getByRole('option', { name: /Priya Panel/ }).click();
  await choose(page, 'Duration', '30 minutes');
  assert.match(await page.getByRole('combobox', { name: 'Available from' }).textContent(), /09:00/);
  assert.match(await page.getByRole('combobox', { name: 'Available until' }).textContent(), /18:00/);
  await screenshot(page, 'self-schedule-01-link-form');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await page.getByText('Self schedule link sent successfully!').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const sent = page.getByTestId('self-schedule-link').first();
  await sent.getByText('Sent', { exact: true }).waitFor();
  await screenshot(page, 'self-schedule-02-link-sent');

  // The candidate opens the link from the mail, signed out.
  const link = await selfScheduleLink(candidateEmail);
  assert.ok(link.startsWith(server.baseURL), `the link points at this server: ${link}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByRole('heading', { name: 'Schedule your interview' }).waitFor();
  await page.getByText('30 minutes').waitFor();
  await page.getByText(/Times shown in your time zone: /).waitFor();
  await screenshot(page, 'self-schedule-03-page');

  // Confirm without a slot, then move on day by day to the first with slots.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Please select a time slot').waitFor();
  const slots = page.getByRole('radiogroup', { name: 'Available times' });
  for (let day = 0; day < 14; day++) {
    await Promise.race([slots.waitFor(), page.getByTestId('no-slots').waitFor()]);
    if (await slots.isVisible()) break;
    await page.getByRole('button', { name: 'Next day' }).click();
  }
  await slots.waitFor();
  await screenshot(page, 'self-schedule-04-slots');
  const first = slots.getByRole('radio').first();
  const label = await slots.locator('label').first().textContent();
  await first.check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Successfully scheduled the interview. All the best!').waitFor();
  await screenshot(page, 'self-schedule-05-booked');

  // Opening the link again says it is booked, in success style.
  await page.goto(link);
  await page.getByTestId('self-schedule-message').getByText('Interview already scheduled').waitFor();

  // The recruiter sees the interview and the booked link.
  await signIn(page, 'ta@demo.hirekit.test');
  await page.goto(server.url(`/candidate-timeline/${app.slug}/interviews`));
  const start = label.split('–')[0].trim();
  const booked = page.getByTestId('timeline-interview').filter({ hasText: start }).filter({ hasText: 'Scheduled' });
  await booked.first().waitFor();
  await page.getByTestId('self-schedule-link').first().getByText('Booked', { exact: true }).waitFor();
  await screenshot(page, 'self-schedule-06-recruiter');
  await page.close();
});
