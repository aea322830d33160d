import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ICAL from 'ical.js';
import { startServer } from './harness.mjs';
import { apiData } from './journey.mjs';

// Interview invitations read by an independent RFC 5545 parser: the demo
// admin schedules an interview through the API, reschedules it and
// cancels it; every invitation, update and cancellation the attendees
// receive (read from the dev mailbox) parses with ical.js, keeps one UID,
// raises SEQUENCE each time and carries the right method, attendees and
// times.
let server;

before(async () => {
  server = await startServer({ demo: true });
});

after(async () => {
  await server?.stop();
});

const api = (method, path, token, body) => apiData(server, method, path, token, body);

// calendars returns the calendar mail to `to`, oldest first.
async function calendars(to) {
  const { messages } = await api('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
  return messages.filter((m) => m.calendar).reverse();
}

// parse reads one invitation with ical.js: the calendar's method and its
// one event.
function parse(text) {
  assert.match(text, /\r\n/, 'lines end in CRLF');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  assert.equal(events.length, 1, 'one VEVENT');
  const vevent = events[0];
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: vevent.getFirstPropertyValue('dtstart').toJSDate(),
    end: vevent.getFirstPropertyValue('dtend').toJSDate(),
    organizer: vevent.getFirstPropertyValue('organizer'),
    attendees: vevent.getAllProperties('attendee').map((p) => p.getFirstValue().replace(/^mailto:/i, '')),
  };
}

// A start far from the demo's own interviews, on a 5-minute step.
function futureStart(daysAhead) {
  const d = new Date(Date.now() + daysAhead * 24 * 3600 * 1000);
  d.setUTCHours(6, 30, 0, 0);
  return d;
}

test('invitations, updates and cancellations parse with ical.js and keep their UID', async () => {
  const admin = 'admin@demo.hirekit.test';
  const { token } = await api('POST', '/login', '', { email: admin, password: 'hirekit-demo' });
  const { candidate_applications: apps } = await api('GET', '/candidate-applications?per_page=100', token);
  const app = apps.find((a) => a.state.state === 'schedule_round') ?? apps.find((a) => ['ta_screen', 'hm_screen'].includes(a.state.state));
  assert.ok(app, 'a demo candidate to interview');
  const { rounds } = await api('GET', `/interview/allowed-rounds/${app.slug}`, token);
  const { users } = await api('GET', `/interview/interviewers/${app.slug}`, token);
  const panel = users.find((u) => u.email === 'panel@demo.hirekit.test');
  const shadow = users.find((u) => u.email === 'ta@demo.hirekit.test');
  assert.ok(panel && shadow, `interviewers ${JSON.stringify(users)}`);
  const detail = await api('GET', `/candidate-applications/${app.slug}`, token);
  const candidate = detail.candidate_application.candidate.email;

  const start = futureStart(40);
  const result = await api('POST', '/ats-agent/perform-action', token, {
    action: 'specific_schedule',
    fields: {
      candidate_application_data: { slug: app.slug },
      round_data: { id: rounds[0].id },
      interviewer_data: [{ id: panel.id }],
      shadow_interviewer_data: [{ id: shadow.id }],
      start_time: start.toISOString().replace('.000Z', 'Z'),
      timezone: 'Asia/Kolkata',
      video_link: 'https://meet.example.com/e2e-ical',
    },
  });
  assert.equal(result.message, 'Interview scheduled successfully');
  assert.equal(result.link, `/candidate-timeline/${app.slug}`);
  const { interviews } = await api('GET', `/candidate-applications/${app.slug}/interviews`, token);
  const booked = interviews.find((i) => i.state === 'scheduled' && new Date(i.start_time).getTime() === start.getTime());
  assert.ok(booked, 'the booked interview on the timeline');

  const moved = new Date(start.getTime() + 26 * 3600 * 1000);
  await api('POST', `/interviews/${booked.id}/reschedule`, token, { start_time: moved.toISOString(), reason: 'Panel travel' });
  await api('POST', `/interviews/${booked.id}/cancel`, token, { reason: 'Role on hold' });

  const hour = 3600 * 1000;
  const expected = [
    { method: 'REQUEST', sequence: 0, status: 'CONFIRMED', start },
    { method: 'REQUEST', sequence: 1, status: 'CONFIRMED', start: moved },
    { method: 'CANCEL', sequence: 2, status: 'CANCELLED', start: moved },
  ];
  const uids = new Set();
  for (const to of [panel.email, shadow.email, candidate]) {
    const mail = (await calendars(to)).filter((m) => parse(m.calendar).start.getTime() >= start.getTime());
    assert.equal(mail.length, 3, `${to}: three calendar mails, got ${mail.length}`);
    mail.forEach((m, i) => {
      const ev = parse(m.calendar);
      const want = expected[i];
      assert.equal(ev.method, want.method, `${to} #${i} METHOD`);
      assert.equal(m.calendar_method, want.method, `${to} #${i} the part's method`);
      assert.equal(ev.sequence, want.sequence, `${to} #${i} SEQUENCE`);
      assert.equal(ev.status, want.status, `${to} #${i} STATUS`);
      assert.equal(ev.start.getTime(), want.start.getTime(), `${to} #${i} DTSTART`);
      assert.equal(ev.end.getTime(), want.start.getTime() + hour, `${to} #${i} DTEND`);
      assert.equal(ev.organizer.toLowerCase(), `mailto:${admin}`, `${to} #${i} ORGANIZER`);
      assert.ok(ev.attendees.includes(to), `${to} #${i} is an attendee: ${ev.attendees}`);
      if (to === candidate) {
        assert.deepEqual(ev.attendees, [candidate], "the candidate's copy lists only them");
      } else {
        assert.deepEqual(new Set(ev.attendees), new Set([panel.email, shadow.email, candidate]), `${to} #${i} attendees`);
      }
      uids.add(ev.uid);
    });
  }
  assert.equal(uids.size, 1, `one UID across every change and attendee: ${[...uids]}`);
  assert.equal([...uids][0].length > 10, true);
});
