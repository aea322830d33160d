import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHmac, hkdfSync } from 'node:crypto';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { launchBrowser, screenshot as save, startServer } from './harness.mjs';

// Visibility settings in Chromium against the real server: a talenthub
// candidate opens /talenthub/visibility-settings, hides their bio, shows
// their email and saves; an anonymous visitor on a phone then sees the
// public profile without the bio and with the email; the candidate
// unlists the profile and the visitor gets 'Profile not found'. axe finds
// nothing serious on any screen.
//
// Signing up is the sign-in journey's: here the candidate's row is written
// into the server's SQLite file and their session token is signed with the
// install's secret, as the server signs it (HKDF of HIREKIT_SECRET, HS256,
// audience hirekit-talenthub).
const run = promisify(execFile);
const secret = 'e2e-secret-of-at-least-thirty-two-characters-long';
const phone = { width: 390, height: 844 };

let server;
let browser;
let outside;

const lit = (value) => `'${String(value).replaceAll("'", "''")}'`;
const b64url = (value) => Buffer.from(value).toString('base64url');

// sessionToken is a talenthub session token for candidate id.
function sessionToken(id) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'hirekit talenthub session v1', 32));
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify({ sv: 1, sub: String(id), aud: ['hirekit-talenthub'], iat: now, exp: now + 3600 }))}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

before(async () => {
  server = await startServer({ env: { HIREKIT_SECRET: secret } });
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  const { stdout } = await run('sqlite3', [
    '-cmd',
    '.timeout 5000',
    join(server.dataDir, 'hirekit.db'),
    `INSERT INTO hub_candidates (email, username, name, headline, city, bio, terms_accepted_at, email_verified_at, created_at, updated_at)
     VALUES ('ravi@e2e.hirekit.test', 'ravi-k', 'Ravi Kumar', 'Data engineer', 'Chennai', ${lit('Pipelines that **never** page anyone.')},
     ${lit(now)}, ${lit(now)}, ${lit(now)}, ${lit(now)}) RETURNING id;`,
  ]);
  const id = Number(stdout.trim());
  browser = await launchBrowser();
  outside = await launchBrowser({ viewport: phone });
  // The web app keeps the session in local storage (api/session.ts).
  await browser.context.addInitScript(
    (session) => localStorage.setItem('hirekit.session', JSON.stringify(session)),
    { token: sessionToken(id), email: 'ravi@e2e.hirekit.test', roles: ['talenthub_candidate'], emailVerified: true, companyApproved: true, name: 'Ravi Kumar', userId: id, slug: '' },
  );
});

after(async () => {
  await outside?.close();
  await browser?.close();
  await server?.stop();
});

async function screenshot(page, name) {
  await page.waitForTimeout(400);
  return save(page, name);
}

test('a candidate hides a section and unlists the profile; a visitor sees it', async () => {
  const visitor = await outside.newPage();
  await visitor.goto(server.url('/talenthub/ravi-k'));
  await visitor.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
  assert.ok(await visitor.getByText('never', { exact: true }).isVisible(), 'the bio is public by default');
  assert.equal(await visitor.getByText('ravi@e2e.hirekit.test').count(), 0, 'the email is private by default');

  const page = await browser.newPage();
  await page.goto(server.url('/talenthub/visibility-settings'));
  await page.getByRole('heading', { level: 1, name: 'Visibility settings' }).waitFor();
  const bio = page.getByRole('switch', { name: /^Bio/ });
  await bio.waitFor();
  assert.ok(await bio.isChecked());
  assert.ok(!(await page.getByRole('switch', { name: /^Email address/ }).isChecked()));
  assert.equal(await page.getByRole('link', { name: 'Preview your public profile' }).getAttribute('href'), server.url('/talenthub/ravi-k'));
  assert.match(await page.getByLabel('Embed code').inputValue(), /<iframe src="http:\/\/127\.0\.0\.1:\d+\/talenthub\/embed\/ravi-k"/);
  await screenshot(page, 'talenthub-visibility-settings');

  await bio.click();
  await page.getByRole('switch', { name: /^Email address/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Visibility settings saved').waitFor();
  await screenshot(page, 'talenthub-visibility-saved');

  // The page is cached for a minute; a new visitor's request (no cache)
  // reads the change at once.
  const fresh = await outside.context.newPage();
  await fresh.route('**/talenthub/ravi-k', (route) => route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }));
  await fresh.goto(server.url('/talenthub/ravi-k'));
  await fresh.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor();
  assert.equal(await fresh.getByRole('heading', { name: 'Bio' }).count(), 0, 'the bio is hidden');
  assert.ok(await fresh.getByRole('link', { name: 'ravi@e2e.hirekit.test' }).isVisible(), 'the email is shown');
  await screenshot(fresh, 'talenthub-profile-after-visibility-phone');

  await page.getByRole('switch', { name: 'Show my public profile' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/talenthub/candidate/visibility') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  assert.equal((await saved).status(), 200);
  // The first save's toast may still be on screen.
  await page.getByText('Visibility settings saved').last().waitFor();
  const gone = await fresh.goto(server.url('/talenthub/ravi-k'));
  assert.equal(gone.status(), 404);
  await fresh.getByRole('heading', { name: 'Profile not found' }).waitFor();
  const card = await fresh.goto(server.url('/talenthub/embed/ravi-k'));
  assert.equal(card.status(), 404);
});
