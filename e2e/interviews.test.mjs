import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { apiData, signIn as signInAs, choose, settledScreenshot as screenshot } from './journey.mjs';

// Issue 15's journey in Chromium against the real server with the demo
// data: the TA schedules an interview from the candidate timeline (the
// interview has just started, so it can be scored), the panel member and
// the candidate receive invitations in the dev mailbox, the panel member
// opens /interviews and submits the scorecard, and the TA sees it on the
// timeline.
let server;
let browser;

before(async () => {
  // The test clock moves the server to the interview's start instead of
  // waiting for it in real time (up to five minutes).
  server = await startServer({ demo: true, env: { HIREKIT_TEST_CLOCK: 'on' } });
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const api = (method, path, token, body) => apiData(server, method, path, token, body);
const signIn = (page, email) => signInAs(server, page, email);

// calendarMail lists the calendar mails to `to` about the candidate.
async function calendarMail(to, candidateName) {
  const { messages } = await api('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
  return messages.filter((m) => m.calendar && `${m.subject} ${m.text}`.includes(candidateName));
}

const pad = (n) => String(n).padStart(2, '0');
const hhmm = (d) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

// freeWindow finds the first ten minutes on the 5-minute grid, starting at
// least 20 seconds from now (the server refuses a start in the past), when
// the panel member has no interview.
async function freeWindow(token, panelId) {
  const busy = [];
  for (const scope of ['past', 'upcoming']) {
    const { interviews } = await api('GET', `/interviews?scope=${scope}&panel_id=${panelId}&per_page=100`, token);
    for (const iv of interviews) if (iv.state !== 'cancelled') busy.push([Date.parse(iv.start_time), Date.parse(iv.end_time)]);
  }
  const step = 5 * 60 * 1000;
  const length = 2 * step;
  for (let s = Math.ceil((Date.now() + 20_000) / step) * step; ; s += step) {
    if (busy.every(([b, e]) => s + length <= b || s >= e)) {
      return { at: s, date: new Date(s).toISOString().slice(0, 10), start: hhmm(new Date(s)), end: hhmm(new Date(s + length)) };
    }
  }
}

test('schedule from the timeline, invitations, the scorecard from /interviews, the summary on the timeline', async () => {
  const { token } = await api('POST', '/login', '', { email: 'ta@demo.hirekit.test', password: 'hirekit-demo' });
  const { candidate_applications: apps } = await api('GET', '/candidate-applications?per_page=100', token);
  const app = apps.find((a) => a.state.state === 'schedule_round');
  assert.ok(app, 'a demo candidate waiting for a round');
  const detail = (await api('GET', `/candidate-applications/${app.slug}`, token)).candidate_application;
  const candidateName = detail.candidate.name;
  const candidateEmail = detail.candidate.email;
  const { users } = await api('GET', `/interview/interviewers/${app.slug}`, token);
  const priyaId = users.find((u) => u.email === 'panel@demo.hirekit.test')?.id;
  assert.ok(priyaId, 'the demo panel member may interview this candidate');

  const page = await browser.newPage();
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) console.log('HTTP', r.status(), r.url());
  });
  await page.goto(server.url('/login'));
  await signIn(page, 'ta@demo.hirekit.test');

  // The Interviews tab of the timeline, then the schedule form in a dialog.
  await page.goto(server.url(`/candidate-timeline/${app.slug}/interviews`));
  await page.getByRole('button', { name: 'Schedule interview' }).waitFor();
  await page.getByRole('heading', { name: 'Self-scheduling links' }).waitFor();
  await screenshot(page, 'interviews-01-timeline-tab');
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule an interview' });
  await dialog.waitFor();
  await choose(page, 'Round', /.+/);
  await page.getByRole('combobox', { name: 'Panel', exact: true }).click();
  const priya = page.getByRole('option', { name: /Priya Panel/ });
  await priya.getByText(/\d+ this week/).waitFor();
  await screenshot(page, 'interviews-02-panel-load');
  await priya.click();
  // A ten-minute interview at the next free 5-minute mark (UTC, the
  // browser's zone): once it has started its panel may score it.
  const { at, start, end, date } = await freeWindow(token, priyaId);
  await dialog.getByRole('textbox', { name: 'Date' }).fill(date);
  await choose(page, 'Start time', start);
  const endShown = await page.getByRole('combobox', { name: 'End time' }).textContent();
  const [h, m] = start.split(':').map(Number);
  assert.equal(endShown.trim(), `${pad((h + 1) % 24)}:${pad(m)}`, 'the end is an hour after the start');
  await choose(page, 'End time', end);
  await dialog.getByLabel('Video link (optional)').fill('https://meet.example.com/e2e-journey');
  await screenshot(page, 'interviews-03-schedule-form');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByText('Interview scheduled successfully').first().waitFor({ timeout: 5_000 }).catch(async (error) => {
    await save(page, 'interviews-03b-refused').catch(() => {});
    throw error;
  });
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByTestId('timeline-interview').filter({ hasText: 'e2e-journey' }).first();
  await row.getByText('Scheduled', { exact: true }).waitFor();
  await row.getByText(/Priya Panel/).waitFor();
  await screenshot(page, 'interviews-04-scheduled');

  // The invitations: the panel member and the candidate.
  for (const to of ['panel@demo.hirekit.test', candidateEmail]) {
    let mail = [];
    for (let i = 0; i < 50 && mail.length === 0; i++) {
      mail = await calendarMail(to, candidateName);
      if (mail.length === 0) await new Promise((wake) => setTimeout(wake, 200));
    }
    assert.ok(mail.length > 0, `an invitation to ${to}`);
    assert.match(mail[0].calendar, /METHOD:REQUEST/);
  }

  // The panel member opens /interviews and, once the interview has
  // started, the scorecard of the round.
  await signIn(page, 'panel@demo.hirekit.test');
  await page.goto(server.url('/interviews'));
  await page.getByRole('heading', { name: 'Interviews' }).waitFor();
  await page.getByTestId('interview-row').filter({ hasText: candidateName }).first().waitFor();
  const ahead = Math.ceil((at - Date.now()) / 1000) + 2;
  if (ahead > 0) await api('POST', '/dev/clock', '', { advance_seconds: ahead });
  await page.reload();
  const mine = page.getByTestId('interview-row').filter({ hasText: candidateName });
  await mine.first().waitFor();
  await screenshot(page, 'interviews-05-panel-list');
  await mine.first().getByRole('link', { name: 'Scorecard' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/evaluation/${app.slug}/round/`));
  await page.getByRole('heading', { name: 'Scorecard' }).waitFor();
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  const count = await groups.count();
  for (let i = 0; i < count - 1; i++) await groups.nth(i).getByLabel(/^3 · /).check();
  await page.getByRole('radiogroup', { name: 'Overall recommendation' }).getByLabel('Strong yes').check();
  await page.getByLabel('Notes').fill('Clear thinker; e2e journey.');
  await screenshot(page, 'interviews-06-scorecard');
  await page.getByRole('button', { name: 'Submit scorecard' }).click();
  await page.getByText('Scorecard submitted').first().waitFor();

  // The TA sees it on the timeline.
  await signIn(page, 'ta@demo.hirekit.test');
  await page.goto(server.url(`/candidate-timeline/${app.slug}/interviews`));
  const card = page.getByTestId('scorecard').filter({ hasText: 'Priya Panel' });
  await card.first().waitFor();
  assert.match(await card.first().textContent(), /Strong yes/);
  assert.match(await card.first().textContent(), /Clear thinker; e2e journey\./);
  await screenshot(page, 'interviews-07-timeline-scorecard');

  // The TA's /interviews: the actions of a job they manage, by keyboard.
  await page.goto(server.url('/interviews'));
  await page.getByTestId('interview-row').first().waitFor();
  await page.getByRole('button', { name: 'Reschedule' }).first().focus();
  await page.keyboard.press('Enter');
  const reschedule = page.getByRole('dialog', { name: 'Reschedule' });
  await reschedule.waitFor();
  await screenshot(page, 'interviews-08-reschedule-dialog');
  await page.keyboard.press('Escape');
  await reschedule.waitFor({ state: 'hidden' });
  await screenshot(page, 'interviews-09-ta-list');
  await page.close();
});
