import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';
import { apiData, choose, demoPassword, settledScreenshot, signIn } from './journey.mjs';

// The match score in Chromium against the real server with the demo data:
// once the workers have parsed and scored the demo resumes, a TA sorts the
// candidate list by best match, reads one score's reasons, filters the list
// to Good matches in the drawer, and finds the same reasons on a timeline.
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

const ranks = { 'Good match': 2, 'Moderate match': 1, 'Weak match': 0, '-': -1 };

// waitForScores waits until no demo application of an open job is left
// without a score (the parse and match jobs run in the server's workers).
async function waitForScores(token) {
  const unscored = 'v1.' + Buffer.from(JSON.stringify({ match_scores: [-1] })).toString('base64url');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const page = await fetch(server.url(`/api/v1/candidate-applications?navigation_token=${unscored}&per_page=1`), { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
    if (page.meta.total === 0) return;
    assert.ok(Date.now() < deadline, `${page.meta.total} applications still unscored after 120 s`);
    await new Promise((wake) => setTimeout(wake, 1000));
  }
}

test('the candidate list sorted by match score, with the reasons', async () => {
  const { token } = await apiData(server, 'POST', '/login', null, { email: 'ta@demo.hirekit.test', password: demoPassword });
  await waitForScores(token);
  // A wrong value in the API is refused in words, not ignored.
  const bad = await fetch(server.url('/api/v1/candidate-applications?sort=best'), { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(bad.status, 400);

  const page = await browser.newPage();
  await signIn(server, page, 'ta@demo.hirekit.test');
  await page.goto(server.url('/candidates'));
  await page.getByTestId('candidate-row').first().waitFor();
  const sorted = page.waitForResponse((r) => r.url().includes('/api/v1/candidate-applications?') && r.url().includes('sort=match'));
  await choose(page, 'Sort', 'Best match');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'match');
  await sorted;
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  await page.getByTestId('candidate-row').first().getByTestId('match-score').waitFor();

  const labels = await page.getByTestId('candidate-row').locator('td:nth-child(6)').allTextContents();
  assert.equal(labels.length, 20);
  const scores = labels.map((label) => ranks[label]);
  assert.ok(scores.every((s) => s !== undefined), `labels ${labels}`);
  assert.deepEqual(scores, [...scores].sort((a, b) => b - a), `not best first: ${labels}`);
  assert.equal(labels[0], 'Good match');

  // The reasons show on hover (and on keyboard focus; the chip's name
  // carries them for screen readers).
  const chip = page.getByTestId('candidate-row').first().getByTestId('match-score');
  assert.match(await chip.getAttribute('aria-label'), /^Good match: has \d+ of \d+ skills/);
  await chip.hover();
  const tip = page.getByRole('tooltip');
  await tip.waitFor();
  assert.match(await tip.textContent(), /has \d+ of \d+ skills/);
  await settledScreenshot(page, 'match-01-sorted-with-reasons');

  // The drawer filters to Good matches; the chip names the filter.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Match score' }).click();
  await page.getByRole('option', { name: 'Good match', exact: true }).click();
  await settledScreenshot(page, 'match-02-drawer');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('filter-chips').getByText('Match: Good match').waitFor();
  const filtered = await page.getByTestId('candidate-row').locator('td:nth-child(6)').allTextContents();
  assert.ok(filtered.length > 0 && filtered.every((l) => l === 'Good match'), `filtered: ${filtered}`);
  await settledScreenshot(page, 'match-03-good-only');

  // The timeline shows the same score with its reasons.
  const first = page.getByTestId('candidate-row').first();
  const reasons = await first.getByTestId('match-score').getAttribute('aria-label');
  await first.locator('td:first-child a').click();
  await page.waitForURL((url) => url.pathname.startsWith('/candidate-timeline/'));
  await page.getByTestId('candidate-row').first().waitFor({ state: 'detached' });
  await page.getByTestId('match-score').waitFor();
  assert.equal(await page.getByTestId('match-score').getAttribute('aria-label'), reasons);
  await settledScreenshot(page, 'match-04-timeline');
});
