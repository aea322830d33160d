// Harness for end-to-end tests: starts the real `hirekit serve` on a free
// loopback port with a fresh data directory, and drives Debian's Chromium
// through playwright-core (no browser is ever downloaded).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { usableTemplate } from './demo-template.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..');
export const screenshotDir = join(here, 'screenshots');

const binary = process.env.HIREKIT_BIN ?? join(repoRoot, 'bin', 'hirekit');
export const binaryPath = binary;
const chromiumPath = process.env.HIREKIT_CHROMIUM ?? '/usr/bin/chromium';
const healthTimeoutMs = 30_000;

// freePort binds port 0 on the loopback address, reads the port and closes.
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

// runDemo runs `hirekit demo` on the data directory (the demo company acme).
function runDemo(env) {
  return new Promise((resolveDemo, reject) => {
    const child = spawn(binary, ['demo'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveDemo(output) : reject(new Error(`hirekit demo exited with ${code}\n${output}`))));
  });
}

// startServer runs `hirekit serve` and resolves once GET /healthz answers 200.
// With { demo: true } it starts from the demo data: a copy of the run's
// demo template (demo-template.mjs) when one was made by this binary, else
// `hirekit demo` on the fresh directory. env adds settings (such as
// HIREKIT_SMTP_URL) to the server.
export async function startServer({ demo = false, env: extra = {} } = {}) {
  if (!existsSync(binary)) {
    throw new Error(`hirekit binary not found at ${binary}: build it (go build -tags embed -o bin/hirekit ./cmd/hirekit) or set HIREKIT_BIN`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'hirekit-e2e-data-'));
  const env = { ...process.env, HIREKIT_ADDR: `127.0.0.1:${port}`, HIREKIT_DATA_DIR: dataDir, HIREKIT_BASE_URL: baseURL, HIREKIT_DEV_MAILBOX: '1', ...extra };
  if (demo) {
    try {
      const template = await usableTemplate(binary);
      if (template) await cp(template, dataDir, { recursive: true });
      else await runDemo(env);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn(binary, ['serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));

  const server = {
    baseURL,
    dataDir,
    url: (path) => new URL(path, baseURL).toString(),
    // careersURL is a page of the careers host (HIREKIT_CAREERS_HOST's
    // default, careers.localhost, which Chromium resolves to this machine),
    // on the server's port as HIREKIT_BASE_URL gives it.
    careersURL: (path) => new URL(path, `http://careers.localhost:${port}`).toString(),
    output: () => output,
    async stop() {
      // A journey that failed in CI leaves only its TAP output: the
      // server's warnings and errors go there too, so a job that errored
      // or a request that failed can be read from the CI log.
      const trouble = output.split('\n').filter((line) => /level=(WARN|ERROR)/.test(line) && !line.includes('HIREKIT_SMTP_URL is empty'));
      if (trouble.length > 0) console.log(`--- hirekit warnings and errors (${baseURL}) ---\n${trouble.slice(-40).join('\n')}`);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };

  try {
    await Promise.race([waitForHealth(baseURL), exited.then(({ code, signal }) => Promise.reject(new Error(`hirekit serve exited early (code ${code}, signal ${signal})`)))]);
  } catch (error) {
    await server.stop();
    throw new Error(`${error.message}\n--- hirekit output ---\n${output}`);
  }
  return server;
}

async function waitForHealth(baseURL) {
  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`GET ${baseURL}/healthz did not answer 200 within ${healthTimeoutMs / 1000} s`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

// launchBrowser starts headless Chromium with a fresh profile directory.
// Playwright passes --user-data-dir itself from the directory given here.
// timezoneId, when given, is the browser's own time zone (pages that
// decide by region read it).
export async function launchBrowser({ viewport = { width: 1280, height: 800 }, timezoneId } = {}) {
  const profileDir = await mkdtemp(join(tmpdir(), 'hirekit-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    viewport,
    ...(timezoneId ? { timezoneId } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

// expectAccessible runs axe-core on the page as it is now and fails on any
// serious or critical violation, naming the rule, the elements and how to
// fix them. Every journey calls it on each screen it visits (through
// screenshot, below).
export async function expectAccessible(page, name = page.url()) {
  // Let finite transitions end first (a button fading in or changing
  // colour, a dialog sliding up): caught mid-way, their colours fail the
  // contrast rule although the settled screen passes. Endless ones
  // (spinners, skeleton pulses) are not waited for; 3 s at most.
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
  });
  // label-content-name-mismatch is off by default (experimental): a button
  // whose visible text is not part of its name misleads speech input.
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (blocking.length === 0) return;
  const report = blocking
    .map((v) => `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 3).join(' ').trim()}`).join('\n')}`)
    .join('\n');
  throw new Error(`accessibility of ${name}:\n${report}`);
}

// screenshot checks the page's accessibility, then saves it under
// e2e/screenshots/<name>.png (git-ignored).
export async function screenshot(page, name) {
  await expectAccessible(page, name);
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// pathAndQuery is what a test compares a page's URL against.
export function pathAndQuery(page) {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
