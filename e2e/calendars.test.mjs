import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFake } from './fakes.mjs';
import { launchBrowser, screenshot, startServer } from './harness.mjs';

// Google and Outlook calendars (issue 19) in Chromium, against the fake
// providers server (internal/apptest/cmd/fakeproviders): the demo TA
// connects Google through the popup and the fake's consent page, sends a
// self-scheduling link, the candidate books a slot, and the event lands on
// the fake calendar with a Meet link and on the interview list; then each
// error status of the spec, forced through the fake's knobs, is shown by
// the widget; last, a grant revoked at Google marks the connection errored
// and the interview stays booked.
const ta = 'ta@demo.hirekit.test';

let fake;
let server;
let browser;

before(async () => {
  fake = await startFake();
  server = await startServer({ demo: true, env: fake.env });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  fake?.stop();
});

async function api(method, path, token, body) {
  const response = await fetch(server.url(`/api/v1${path}`), {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function eventually(what, probe, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 250));
  }
}

// connectGoogle clicks Connect Google, and in the popup does what the
// consent page asks (allow, deny, or nothing when the fake answers at
// once); the popup closes itself once the result is stored.
async function connectGoogle(page, decision) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Connect Google' }).click()]);
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  if (decision) {
    await popup.locator(`#${decision}`).click();
  }
  await closed;
}

// The widget's own alert (toasts are alerts too).
function widget(page) {
  return page.getByRole('region', { name: 'Calendar' });
}

test('connect Google through the popup; a booked slot lands on the calendar with Meet; every error status is shown', async () => {
  const page = await browser.newPage();
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) console.log('HTTP', r.status(), r.url());
  });

  await page.goto(server.url('/login'));
  await page.getByLabel('Email').fill(ta);
  await page.getByLabel(/^Password/).fill('hirekit-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  // The widget on the profile: Google and Outlook, both configured.
  await page.goto(server.url('/profile'));
  await widget(page).getByRole('heading', { name: 'Calendar' }).waitFor();
  assert.ok(await widget(page).getByRole('button', { name: 'Connect Google' }).isEnabled());
  assert.ok(await widget(page).getByRole('button', { name: 'Connect Outlook' }).isEnabled());
  await screenshot(page, 'calendars-01-not-connected');

  // Connect Google: the fake's consent page in the popup, Allow.
  const [popup] = await Promise.all([page.waitForEvent('popup'), widget(page).getByRole('button', { name: 'Connect Google' }).click()]);
  await popup.locator('#allow').waitFor();
  assert.equal(await popup.locator('#email').inputValue(), ta, 'the login hint is the user');
  await widget(page).getByRole('status').getByText('Waiting for Google').waitFor();
  await screenshot(page, 'calendars-02-waiting');
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  await popup.locator('#allow').click();
  await closed;
  await page.getByText('Successfully integrated!').waitFor();
  await widget(page).getByText('Connected to Google').waitFor();
  await widget(page).getByText(ta).waitFor();
  await screenshot(page, 'calendars-03-connected');

  // A self-scheduling link with the TA on the panel, sent through the API.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hirekit.session')).token);
  const { candidate_applications: apps } = await api('GET', '/candidate-applications?per_page=100', token);
  const app = apps.find((a) => a.state.state === 'schedule_round') ?? apps.find((a) => ['ta_screen', 'hm_screen'].includes(a.state.state));
  assert.ok(app, 'a demo candidate to interview');
  const { rounds } = await api('GET', `/interview/allowed-rounds/${app.slug}`, token);
  const { users } = await api('GET', `/interview/interviewers/${app.slug}`, token);
  const me = users.find((u) => u.email === ta);
  assert.ok(me, `the TA among the interviewers: ${JSON.stringify(users)}`);
  const detail = await api('GET', `/candidate-applications/${app.slug}`, token);
  const candidate = detail.candidate_application.candidate.email;
  const sent = await api('POST', '/ats-agent/perform-action', token, {
    action: 'self_schedule',
    fields: {
      candidate_application_data: { slug: app.slug },
      round_data: { id: rounds[0].id },
      interviewer_data: [{ id: me.id }],
      duration: 60,
      working_hours_start: '00:00',
      working_hours_end: '23:59',
      timezone_offset: 330,
      timezone: 'Asia/Kolkata',
    },
  });
  assert.equal(sent.message, 'Self schedule link sent successfully!');

  // The candidate's link, from the dev mailbox.
  const schedulingToken = await eventually('the self-scheduling mail', async () => {
    const { messages } = await api('GET', `/dev/mailbox?to=${encodeURIComponent(candidate)}`);
    for (const m of messages) {
      const found = /\/candidate-self-schedule\/[^\s"'<>?]+\?scheduling_token=([^\s"'<>&]+)/.exec(`${m.text ?? ''} ${m.html ?? ''}`);
      if (found) return found[1];
    }
    return null;
  });

  // The candidate books the first free slot of a weekday two or more days ahead.
  const day = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  const q = `scheduling_token=${encodeURIComponent(schedulingToken)}`;
  const { slots } = await api('GET', `/candidate-application/get-self-schedule-slots?date=${date}&timezone=Asia/Kolkata&${q}`);
  assert.ok(slots.length > 0, `free slots on ${date}`);
  const slot = slots[0];
  await api('POST', `/candidate-application/confirm-self-schedule/${app.slug}`, undefined, {
    call_type: 'interview',
    start_time: slot.start_time,
    end_time: slot.end_time,
    timezone: 'Asia/Kolkata',
    scheduling_token: schedulingToken,
  });

  // The event on the fake Google calendar of the TA, with a Meet link and the candidate invited.
  const event = await eventually('the event on the fake calendar', async () => {
    const { events } = await fake.control('GET', `events?provider=google&calendar=${encodeURIComponent(ta)}`);
    return events.find((e) => new Date(e.start).getTime() === new Date(slot.start_time).getTime() && e.join_url);
  });
  assert.match(event.join_url, /meet/i, `a Meet link: ${event.join_url}`);
  assert.ok(event.attendees.includes(candidate), `the candidate invited: ${event.attendees}`);
  assert.equal(event.status, 'confirmed');

  // And on the interview list, with the Meet link as its video link.
  const interview = await eventually('the interview with its Meet link', async () => {
    const list = await api('GET', '/interviews?per_page=100', token);
    const items = list.interviews ?? list.items ?? list;
    return (Array.isArray(items) ? items : []).find((i) => new Date(i.start_time).getTime() === new Date(slot.start_time).getTime() && i.video_link === event.join_url);
  });
  assert.equal(interview.video_link, event.join_url);
  // The TA's /interviews shows it among the upcoming ones.
  await page.goto(server.url('/interviews'));
  await page.getByRole('heading', { name: 'Interviews' }).first().waitFor();
  await page.getByTestId('interview-row').filter({ hasText: detail.candidate_application.candidate.name }).first().waitFor();
  await screenshot(page, 'calendars-04-interviews');

  // Disconnect, then each error status of the spec, forced at the fake.
  await page.goto(server.url('/profile'));
  await widget(page).getByRole('button', { name: 'Disconnect' }).click();
  await page.getByText('Calendar disconnected').waitFor();
  await widget(page).getByRole('button', { name: 'Connect Google' }).waitFor();

  const cases = [
    { status: 'email_mismatch', knobs: { consent: 'form', email: 'someone.else@gmail.test' }, decision: 'allow', text: 'Please authorize with registered email!' },
    { status: 'access_denied', knobs: { consent: 'form' }, decision: 'deny', text: 'Please accept all the scopes!' },
    { status: 'consent_required', knobs: { consent: 'deny', authorize_error: 'consent_required' }, text: 'Please accept all the scopes!' },
    { status: 'scope_not_accepted', knobs: { consent: 'form', scopes: ['openid', 'email'] }, decision: 'allow', text: 'Please accept all the scopes!' },
    { status: 'jwt_error', knobs: { consent: 'form', id_token: 'wrong_audience' }, decision: 'allow', text: 'Something went wrong!' },
    { status: 'refresh_token_not_present', knobs: { consent: 'form', no_refresh_token: true }, decision: 'allow', text: 'Please revoke access and try again' },
  ];
  for (const c of cases) {
    await fake.control('POST', 'knobs?provider=google', c.knobs);
    await connectGoogle(page, c.decision);
    const alert = widget(page).getByRole('alert');
    await alert.getByText(c.text).waitFor();
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    if (c.status === 'refresh_token_not_present') {
      assert.equal(await alert.getByRole('link', { name: /permissions page/ }).getAttribute('href'), 'https://myaccount.google.com/permissions');
    }
    assert.equal(await widget(page).getByText('Connected to Google').count(), 0, `${c.status}: not connected`);
    await screenshot(page, `calendars-05-${c.status}`);
  }

  // Try again once the provider behaves: connected.
  await fake.control('POST', 'reset?provider=google');
  const [again] = await Promise.all([page.waitForEvent('popup'), widget(page).getByRole('alert').getByRole('button', { name: 'Try again' }).click()]);
  const againClosed = again.waitForEvent('close', { timeout: 20_000 });
  await again.locator('#allow').click();
  await againClosed;
  await widget(page).getByText('Connected to Google').waitFor();

  // Google revokes the grant; the next sync (a reschedule) finds it out:
  // the card says so, and the interview stays booked.
  await fake.control('POST', 'revoke?provider=google', { email: ta });
  await fake.control('POST', 'expire?provider=google');
  const moved = new Date(new Date(slot.start_time).getTime() + 24 * 3600 * 1000);
  await api('POST', `/interviews/${interview.id}/reschedule`, token, { start_time: moved.toISOString(), reason: 'Panel travel' });
  await eventually('the connection marked errored', async () => {
    const { connections } = await api('GET', '/oauth/calendar-connections', token);
    return connections?.[0]?.state === 'errored';
  });
  await page.reload();
  await widget(page).getByText('Google refused access').waitFor();
  await widget(page).getByText(/Please revoke access and try again/).waitFor();
  assert.equal(await widget(page).getByRole('link', { name: /permissions page/ }).getAttribute('href'), 'https://myaccount.google.com/permissions');
  await screenshot(page, 'calendars-07-revoked');
  const { interviews: still } = await api('GET', '/interviews?per_page=100', token);
  const kept = still.find((i) => i.id === interview.id);
  assert.ok(kept && kept.state === 'scheduled' && new Date(kept.start_time).getTime() === moved.getTime(), `the interview is kept, moved: ${JSON.stringify(kept)}`);

  // The return page itself, opened outside a popup.
  const plain = await browser.newPage();
  await plain.goto(server.url('/oauth-redirect-callback?status=email_mismatch&transaction_id=outside'));
  await plain.getByText('Please authorize with registered email!').waitFor();
  await screenshot(plain, 'calendars-06-return-page');
  await plain.close();
  await page.close();
});
