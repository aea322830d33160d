import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { repoRoot, startServer } from './harness.mjs';

// Lighthouse 12 (lighthouse in package.json) on the demo company's careers
// landing and a job page, with its default mobile emulation and simulated
// slow 4G, in Debian's Chromium: performance, accessibility and best
// practices at least 0.95, SEO 1.00, and at most 100 KB of (gzipped)
// JavaScript for a job page. Each page is measured three times and the
// median run of each category counts: the machine is shared.
const run = promisify(execFile);
const lighthouseBin = join(repoRoot, 'e2e', 'node_modules', '.bin', 'lighthouse');
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
const runs = 3;

let server;
let out;

before(async () => {
  server = await startServer({ demo: true });
  out = await mkdtemp(join(tmpdir(), 'hirekit-lighthouse-'));
});

after(async () => {
  await server?.stop();
  if (out) await rm(out, { recursive: true, force: true });
});

async function lighthouse(url, name) {
  const path = join(out, `${name}.json`);
  await run(lighthouseBin, [url, '--quiet', '--output=json', `--output-path=${path}`, `--chrome-flags=${chromeFlags}`], {
    env: { ...process.env, CHROME_PATH: process.env.HIREKIT_CHROMIUM ?? '/usr/bin/chromium' },
    timeout: 180_000,
  });
  return JSON.parse(await readFile(path, 'utf8'));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(t, url, name, { performance = 0.95 } = {}) {
  const reports = [];
  for (let i = 0; i < runs; i++) reports.push(await lighthouse(url, `${name}-${i}`));
  const score = (id) => median(reports.map((r) => r.categories[id].score));
  const lcp = median(reports.map((r) => r.audits['largest-contentful-paint'].numericValue));
  const scores = { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
  t.diagnostic(`${name}: ${JSON.stringify(scores)}, LCP ${(lcp / 1000).toFixed(2)} s (median of ${runs}; lighthouse ${reports[0].lighthouseVersion})`);
  for (const r of reports) {
    assert.equal(r.runtimeError, undefined, `${name}: ${JSON.stringify(r.runtimeError)}`);
  }
  const failing = (r, category) =>
    r.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && r.audits[ref.id].score !== null && r.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  assert.ok(scores.performance >= performance, `${name} performance ${scores.performance}`);
  assert.ok(scores.accessibility >= 0.95, `${name} accessibility ${scores.accessibility}: ${failing(reports[0], 'accessibility')}`);
  assert.ok(scores['best-practices'] >= 0.95, `${name} best practices ${scores['best-practices']}: ${failing(reports[0], 'best-practices')}`);
  assert.equal(scores.seo, 1, `${name} SEO: ${failing(reports[0], 'seo')}`);
  return reports;
}

test('the careers landing page', async (t) => {
  await measure(t, server.careersURL('/acme'), 'landing');
});

test('a job page, with at most 100 KB of JavaScript', async (t) => {
  const jobs = await (await fetch(server.url('/api/v1/requisitions/get-open-requisitions?company_slug=acme'))).json();
  const job = jobs.data.requisitions.find((j) => j.designation === 'Senior Backend Engineer (Go)');
  const reports = await measure(t, server.careersURL(`/acme/${job.slug}/apply`), 'job');
  const scripts = reports[0].audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
  const bytes = scripts.reduce((sum, r) => sum + r.transferSize, 0);
  t.diagnostic(`job page JavaScript: ${(bytes / 1024).toFixed(1)} KB over the wire in ${scripts.length} files`);
  assert.ok(scripts.length > 0);
  assert.ok(bytes <= 100 * 1024, `${bytes} bytes of JavaScript`);
});

// The talenthub board's page of the same job (issue 29): served by the
// main app with the job server-rendered and its JobPosting JSON-LD.
test('the talenthub board page of a job', async (t) => {
  const board = await (await fetch(server.url('/api/v1/talenthub/jobs'))).json();
  const job = board.data.jobs.find((j) => j.designation === 'Senior Backend Engineer (Go)');
  assert.ok(job, 'the demo Go job is on the board');
  const url = server.url(`/talenthub/${job.company_slug}/jobs/${job.slug}`);
  const html = await (await fetch(url)).text();
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)[1]);
  assert.equal(ld['@type'], 'JobPosting');
  assert.equal(ld.title, 'Senior Backend Engineer (Go)');
  // 0.80: it boots the whole web app (docs/decisions.md, "Held to
  // performance 0.80"); measured 0.84-0.92 at the end of 2026-11-28.
  await measure(t, url, 'talenthub-job', { performance: 0.8 });
});
