import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectAccessible, launchBrowser, screenshot as save, startServer } from './harness.mjs';
import { corpusResume, hubSignInCode } from './hub.mjs';
import { apiData } from './journey.mjs';

// Talenthub, part 1 (issue 28) in Chromium against the real server: a
// candidate registers with an emailed code and a username, uploads a
// corpus resume and accepts the drafted fields, adds a phone number and
// passes 60% completion, hides one section, and an anonymous visitor (on a
// desktop and on a phone) sees the public profile without it; unlisting
// the profile then gives 'Profile not found'. axe runs on every screen.
const phone = { width: 390, height: 844 };
const email = 'meera@e2e.hirekit.test';

let server;
let browser;
let desk;
let mobile;


before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  desk = await launchBrowser();
  mobile = await launchBrowser({ viewport: phone });
});

after(async () => {
  await mobile?.close();
  await desk?.close();
  await browser?.close();
  await server?.stop();
});

async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}


// fresh opens url in a new page of a visitor's browser, past the page's
// one-minute cache, and checks it with axe.
async function visit(visitor, url) {
  const page = await visitor.context.newPage();
  await page.route('**/talenthub/meera-rao*', (route) => route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }));
  const response = await page.goto(url);
  return { page, response };
}

test('a candidate registers with a code, fills the profile from a resume, hides a section; visitors see the rest', async () => {
  const page = await browser.newPage();

  // Register with an emailed code.
  await page.goto(server.url('/talenthub/register'));
  await page.getByRole('heading', { name: /talenthub/i }).first().waitFor();
  await page.getByLabel(/Email/).first().fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.getByLabel(/Sign-in code/).fill(await hubSignInCode(server, email));
  await page.getByLabel(/Full name/).fill('Meera Rao');
  await page.getByLabel(/Username/).fill('meera-rao');
  await page.getByLabel('I accept the terms and the privacy policy').check();
  await screenshot(page, 'talenthub-profile-01-register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Welcome, Meera Rao' }).waitFor();
  await page.getByTestId('completion-percent').waitFor();
  await screenshot(page, 'talenthub-profile-02-dashboard');

  // Upload a real resume and accept what the parser drafted.
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await page.waitForURL((url) => url.pathname === '/talenthub/candidate/profile');
  await page.getByRole('textbox', { name: /^Name/ }).waitFor();
  const file = corpusResume();
  await page.getByTestId('resume-input').setInputFiles(file);
  await page.getByText('From your resume: review and accept').waitFor({ timeout: 30_000 });
  await screenshot(page, 'talenthub-profile-03-draft');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByText('From your resume: review and accept').waitFor({ state: 'hidden' });

  // A phone number (the resume's may have been drafted already) and a bio.
  const about = page.getByRole('region', { name: 'About you' });
  const phoneField = about.getByLabel('Phone');
  if ((await phoneField.inputValue()) === '') await phoneField.fill('+91 98450 12345');
  await about.getByLabel('Bio').fill('Builds data pipelines that never page anyone.');
  await about.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/saved/i).first().waitFor();
  const percent = Number((await page.getByTestId('completion-percent').textContent()).replace('%', ''));
  assert.ok(percent > 60, `completion ${percent}% passes 60%`);
  await screenshot(page, 'talenthub-profile-04-editor');

  // Hide the bio.
  await page.goto(server.url('/talenthub/visibility-settings'));
  await page.getByRole('heading', { level: 1, name: 'Visibility settings' }).waitFor();
  const bio = page.getByRole('switch', { name: /^Bio/ });
  assert.ok(await bio.isChecked(), 'the bio is public by default');
  await bio.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Visibility settings saved').waitFor();
  await screenshot(page, 'talenthub-profile-05-visibility');

  // Anonymous visitors, desktop and phone: the profile without the bio.
  for (const [visitor, name] of [
    [desk, 'talenthub-profile-06-public-desktop'],
    [mobile, 'talenthub-profile-07-public-phone'],
  ]) {
    const { page: pub, response } = await visit(visitor, server.url('/talenthub/meera-rao'));
    assert.equal(response.status(), 200);
    await pub.getByRole('heading', { level: 1, name: /Meera|\S/ }).first().waitFor();
    assert.equal(await pub.getByRole('heading', { name: 'Bio' }).count(), 0, 'the hidden bio is not shown');
    assert.equal(await pub.getByText('never page anyone').count(), 0, 'the bio text is not in the page');
    assert.equal(await pub.getByText(email).count(), 0, 'the email is private by default');
    assert.ok(await pub.getByRole('heading', { name: 'Education' }).count() + (await pub.getByRole('heading', { name: 'Experiences' }).count()) > 0, 'sections from the resume are shown');
    await screenshot(pub, name);
    await pub.close();
  }

  // Unlisted: nobody finds it.
  await page.getByRole('switch', { name: 'Show my public profile' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/talenthub/candidate/visibility') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  assert.equal((await saved).status(), 200);
  const { page: gone, response } = await visit(desk, server.url('/talenthub/meera-rao'));
  assert.equal(response.status(), 404);
  await gone.getByRole('heading', { name: 'Profile not found' }).waitFor();
  await expectAccessible(gone, 'talenthub-profile-08-not-found');
  const card = await gone.goto(server.url('/talenthub/embed/meera-rao'));
  assert.equal(card.status(), 404);
});
