import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from './harness.mjs';
import { runLighthouse } from './lighthouse.mjs';

// The first screen of everyone signed out, measured by Lighthouse 12 with
// its default mobile emulation (slow 4G, a 4x slower CPU) against the real
// binary: scores, and the weight of the JavaScript the page loads.
let server;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

// Lighthouse's timings vary with the load of the machine (its CPU figures
// are this machine's, slowed down), so the median of three runs counts, as
// Lighthouse's own guidance on variability advises.
const runs = 3;

// The first screen's budget, the same as first-screen-budget.test.mjs's
// (which measures the build; this measures what Chromium fetched, lazy
// chunks included). How /login stays under it: docs/decisions.md.
const scriptBudgetBytes = 150 * 1024;

test('/login is fast, accessible, sound and findable', async (t) => {
  const reports = [];
  for (let i = 0; i < runs; i++) reports.push(await runLighthouse(server.url('/login')));
  reports.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = reports[Math.floor(runs / 2)];
  const summary = JSON.stringify({ scores: reports.map((r) => r.scores), lcpMs: reports.map((r) => Math.round(r.lcpMs)), failing: median.failing });
  t.diagnostic(`/login: ${JSON.stringify(median.scores)}, FCP ${(median.fcpMs / 1000).toFixed(2)} s, LCP ${(median.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(median.tbtMs)} ms (median of ${runs}); all runs: ${summary}`);
  assert.equal(median.runtimeError, undefined, summary);
  // Issue 24 asks 0.95. The page draws a first paint from index.html
  // before its script has run, and React builds the first screen in slices
  // (a transition): docs/decisions.md, "The first screen, second step".
  assert.ok(median.scores.performance >= 0.95, `performance ${median.scores.performance} < 0.95: ${summary}`);
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    assert.ok(median.scores[category] >= 0.95, `${category} ${median.scores[category]} < 0.95: ${summary}`);
  }
  // Every script the page loaded, gzipped: the first screen's code only.
  const scripts = median.scripts.map((s) => `${new URL(s.url).pathname} ${s.gzipBytes}`).join(', ');
  assert.ok(median.scripts.length > 0, 'no script loaded');
  assert.ok(median.scriptGzipBytes <= scriptBudgetBytes, `scripts ${median.scriptGzipBytes} B gzip > ${scriptBudgetBytes}: ${scripts}`);
  assert.ok(!median.scripts.some((s) => /^\/assets\/(candidate|job|platform|company-settings|user-page|profile|signed-in|notistack)/.test(new URL(s.url).pathname)), `a later screen's code loaded: ${scripts}`);
});
