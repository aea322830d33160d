import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, settledScreenshot as screenshot, signIn } from './journey.mjs';

// Issue 27's journey in Chromium against the real server with the demo
// data: the TA opens the assistant with Ctrl+K, asks in words for an
// interview with a demo candidate tomorrow at 4pm with Priya Panel, reviews
// it in the timeline's schedule form and submits, and finds the interview
// on the timeline; then asks for a demo job's candidates with more than 3
// years and notice under 30 days and lands on that job's Candidates tab,
// filtered by the token perform-action answers;
// then types something unintelligible, sees the fallback and asks support
// to call back. Screenshots assistant-01 to -05, axe on each.
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const api = (method, path, token, body) => apiData(server, method, path, token, body);
const jobTitle = 'Senior Backend Engineer (Go)';

// openAssistant presses Ctrl+K and waits for the prompt to take the focus.
async function openAssistant(page) {
  await page.getByRole('button', { name: 'AI assistant' }).waitFor();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  const prompt = dialog.getByRole('textbox', { name: 'Prompt' });
  await prompt.waitFor();
  assert.ok(await prompt.evaluate((el) => el === document.activeElement), 'the prompt has the focus');
  return { dialog, prompt };
}

test('schedule in words, filter a job in words, and the fallback with Contact Support', async () => {
  const { token } = await api('POST', '/login', '', { email: 'ta@demo.hirekit.test', password: 'hirekit-demo' });
  // A demo candidate waiting for a round whom Priya Panel may interview,
  // with a name no other candidate shares (so no choice is asked).
  const { candidate_applications: apps } = await api('GET', '/candidate-applications?per_page=100', token);
  const names = apps.map((a) => a.candidate?.name);
  let app;
  for (const a of apps.filter((x) => x.state.state === 'schedule_round')) {
    if (names.filter((n) => n === a.candidate?.name).length !== 1) continue;
    const { users } = await api('GET', `/interview/interviewers/${a.slug}`, token);
    if (users.some((u) => u.email === 'panel@demo.hirekit.test')) {
      app = a;
      break;
    }
  }
  assert.ok(app, 'a demo candidate waiting for a round with Priya Panel on the job');
  const candidateName = app.candidate.name;
  const { requisitions } = await api('GET', '/requisitions?page=ats-agent-modal', token);
  const job = requisitions.find((r) => r.title === jobTitle);
  assert.ok(job, `the demo job ${jobTitle}`);

  const page = await browser.newPage();
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) console.log('HTTP', r.status(), r.url());
  });
  await page.goto(server.url('/login'));
  await signIn(server, page, 'ta@demo.hirekit.test');

  // 1. Schedule in words, reviewed in the timeline's own form.
  let { dialog, prompt } = await openAssistant(page);
  await dialog.getByText('Powered by AI').waitFor();
  await screenshot(page, 'assistant-01-prompt');
  await prompt.fill(`schedule an interview with ${candidateName} tomorrow at 4pm with Priya Panel`);
  await page.keyboard.press('Enter');
  const form = dialog.getByRole('form', { name: 'Schedule an interview' });
  await form.waitFor({ timeout: 20_000 });
  await form.getByRole('combobox', { name: 'Start time' }).filter({ hasText: '16:00' }).waitFor();
  await form.getByText(/Priya Panel/).first().waitFor();
  await screenshot(page, 'assistant-02-review');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  const open = dialog.getByRole('link', { name: 'Open the candidate' });
  await open.waitFor({ timeout: 20_000 });
  await screenshot(page, 'assistant-03-done');
  await open.click();
  await page.waitForURL((url) => url.pathname.startsWith(`/candidate-timeline/${app.slug}`));
  await page.goto(server.url(`/candidate-timeline/${app.slug}/interviews`));
  await page.getByText(/Priya Panel/).first().waitFor();
  const { interviews } = await api('GET', `/interviews?scope=upcoming&per_page=100`, token);
  assert.ok(
    interviews.some((iv) => iv.candidate_application_slug === app.slug || iv.candidate_application?.slug === app.slug || JSON.stringify(iv).includes(app.slug)),
    'the interview is booked for the candidate',
  );

  // 2. A job's candidates in words: perform-action answers the job's page
  // with the whole filter as a navigation_token, and the page opens on its
  // Candidates tab. "More than 3 years" is stored as a minimum of at least
  // 3 (the grammar's convention decides 3 or a little above); "notice under
  // 30 days" as notice period keys of the vocabulary, none from 45 days up.
  ({ dialog, prompt } = await openAssistant(page));
  await prompt.fill(`show me candidates of ${jobTitle} with more than 3 years and notice under 30 days`);
  await page.keyboard.press('Enter');
  const filter = dialog.getByRole('form', { name: 'Filter candidates of a job' });
  await filter.waitFor({ timeout: 20_000 });
  const shownMin = Number(await filter.getByRole('spinbutton', { name: 'Min experience (years)' }).inputValue());
  assert.ok(shownMin >= 3 && shownMin < 4, `the form shows a minimum of more than 3 years (got ${shownMin})`);
  await screenshot(page, 'assistant-04-filter');
  const performed = page.waitForResponse((r) => r.url().includes('/ats-agent/perform-action') && r.request().method() === 'POST');
  await filter.getByRole('button', { name: 'Filter', exact: true }).click();
  const sentFilter = JSON.parse((await performed).request().postData());
  assert.equal(sentFilter.action, 'filter_job_specific_candidates');
  assert.equal(sentFilter.fields.requisition_data.id, job.id);
  await dialog.getByRole('link', { name: 'Open candidates' }).click();
  await page.waitForURL((url) => url.pathname === `/jobs/${job.id}` && url.searchParams.has('navigation_token'));
  await page.getByRole('tab', { name: 'Candidates', selected: true }).waitFor();
  const token64 = new URL(page.url()).searchParams.get('navigation_token').slice(3);
  const decoded = JSON.parse(Buffer.from(token64, 'base64url').toString('utf8'));
  assert.deepEqual(decoded.requisitions, [job.id]);
  assert.ok(decoded.min_experience >= 3 && decoded.min_experience < 4, `min_experience of more than 3 years (got ${decoded.min_experience})`);
  assert.ok(Array.isArray(decoded.notice_periods) && decoded.notice_periods.length > 0, `a notice_periods list (got ${JSON.stringify(decoded.notice_periods)})`);
  for (const p of decoded.notice_periods) assert.ok(['immediate', '15', '30'].includes(p), `notice period ${p} is under 30 days`);

  // 3. Not understood: the fallback, and Contact Support sends the callback.
  ({ dialog, prompt } = await openAssistant(page));
  await prompt.fill('qwzx blorp frobnicate the zeppelin');
  const callback = page.waitForRequest((r) => r.url().includes('/ats-agent/request-callback') && r.method() === 'POST');
  await page.keyboard.press('Enter');
  await dialog.getByText('Sorry, we could not find the result you were looking for! Please click on Contact Support if you would like us to implement this feature.').waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Contact Support' }).click();
  const sent = await callback;
  assert.deepEqual(JSON.parse(sent.postData()), { kind: 'ats_generic', prompt: 'qwzx blorp frobnicate the zeppelin' });
  await page.getByText('We have been notified and will reach out shortly!').waitFor();
  await screenshot(page, 'assistant-05-fallback');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await page.getByRole('button', { name: 'AI assistant' }).evaluate((el) => el === document.activeElement), 'the focus is back on the button');
  await page.close();
});
