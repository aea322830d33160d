import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, demoPassword, settledScreenshot, signIn } from './journey.mjs';

// The parsed profile in Chromium against the real server with the demo
// data: a TA opens a demo candidate's timeline, sees the education,
// experience and tags (with the lines that earned them) the parser found
// beside the resume, corrects the institute, parses the resume again, and
// the correction stays.
let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// parsedProfile waits until the workers have parsed the application's
// resume (the demo's resumes are parsed once serve starts).
async function parsedProfile(token, slug) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { profile } = await apiData(server, 'GET', `/candidate-applications/${slug}/profile`, token);
    if (profile.resume_status === 'parsed' && profile.parsed_at) return profile;
    assert.ok(Date.now() < deadline, `resume of ${slug} not parsed in 90 s: ${profile.resume_status}`);
    await new Promise((wake) => setTimeout(wake, 500));
  }
}

test('see the parse of a demo candidate, correct a field, parse again: the correction stays', async () => {
  const { token } = await apiData(server, 'POST', '/login', null, { email: 'ta@demo.hirekit.test', password: demoPassword });
  const list = await apiData(server, 'GET', '/candidate-applications?per_page=1&sort=newest', token);
  const slug = list.candidate_applications[0].slug;
  const before = await parsedProfile(token, slug);
  assert.ok(before.values.education.length >= 2, `parsed education: ${JSON.stringify(before.values.education)}`);

  const page = await browser.newPage();
  await signIn(server, page, 'ta@demo.hirekit.test');
  await page.goto(server.url(`/candidate-timeline/${slug}`));

  // The parse: education, experience and tags with their evidence, each
  // field marked parsed, and the resume inline.
  const education = page.getByTestId('profile-education');
  await education.getByTestId('education-entry').first().waitFor();
  assert.match(await education.getByTestId('education-entry').first().textContent(), /Indian Institute of Technology Bombay/);
  assert.equal(await education.getByTestId('profile-education-source').textContent(), 'Parsed');
  assert.match(await page.getByTestId('profile-experience').textContent(), /Google/);
  const tags = page.getByTestId('tag-entry');
  assert.ok((await tags.count()) >= 2, 'the demo resume earns several tags');
  for (const text of await tags.allTextContents()) assert.match(text, /From the resume: “.+”/);
  const frame = page.getByTestId('inline-resume');
  const src = await frame.getAttribute('src');
  const pdf = await fetch(server.url(src));
  assert.equal(pdf.headers.get('content-type'), 'application/pdf');
  await settledScreenshot(page, 'resume-profile-01-parsed');

  // Correct the institute of the first degree.
  await page.getByRole('button', { name: 'Edit education' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit education' });
  await dialog.getByLabel('Institute 1').fill('IIT Bombay');
  await settledScreenshot(page, 'resume-profile-02-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await education.getByText('IIT Bombay', { exact: false }).first().waitFor();
  assert.match(await education.getByTestId('profile-education-source').textContent(), /^Edited by /);
  await settledScreenshot(page, 'resume-profile-03-corrected');

  // Parse again: the parser's values are read anew, the correction wins.
  await page.getByRole('button', { name: 'Parse again' }).click();
  await page.getByText('The resume will be parsed again; your corrections stay.').first().waitFor();
  await page.getByTestId('parse-status').filter({ hasText: /^Parsed from / }).waitFor({ timeout: 60_000 });
  const after = await parsedProfile(token, slug);
  assert.ok(after.parsed_at >= before.parsed_at, `parsed again: ${before.parsed_at} → ${after.parsed_at}`);
  assert.match(after.parsed.education[0].institute, /Indian Institute of Technology Bombay/);
  assert.equal(after.values.education[0].institute, 'IIT Bombay');
  assert.match(await education.getByTestId('education-entry').first().textContent(), /IIT Bombay/);
  assert.match(await education.getByTestId('profile-education-source').textContent(), /^Edited by /);
  await settledScreenshot(page, 'resume-profile-04-after-reparse');

  // A reload shows the same.
  await page.reload();
  await education.getByTestId('education-entry').first().waitFor();
  assert.match(await education.getByTestId('education-entry').first().textContent(), /IIT Bombay/);
  await page.close();
});
