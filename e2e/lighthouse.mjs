// Lighthouse 12 against a page of a running Hirekit, through its node API:
// Debian's Chromium is started here with a DevTools port (the flags of the
// project's measurement), Lighthouse drives it with its default mobile
// emulation, and the scripts the page loaded are read from the network
// requests and gzipped here, so the size is the same whether or not the
// server compresses.
//
// As a command: node lighthouse.mjs http://127.0.0.1:8080/login
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const chromiumPath = process.env.CHROME_PATH ?? process.env.HIREKIT_CHROMIUM ?? '/usr/bin/chromium';
export const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// startChromium starts Chromium with a free DevTools port and a fresh
// profile, and resolves once it says where DevTools listens.
async function startChromium() {
  const profileDir = await mkdtemp(join(tmpdir(), 'hirekit-lighthouse-'));
  const child = spawn(chromiumPath, [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, '--no-first-run', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const port = await new Promise((resolvePort, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools within 30 s\n${output}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolvePort(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}\n${output}`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

// runLighthouse measures one URL: the four category scores (0 to 1), the
// largest contentful paint in ms, and every script the page loaded with
// its gzipped size in bytes.
export async function runLighthouse(url) {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error' });
    const lhr = result.lhr;
    const scores = Object.fromEntries(Object.entries(lhr.categories).map(([name, category]) => [name, category.score]));
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scriptUrls = [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))];
    const scripts = [];
    for (const scriptUrl of scriptUrls) {
      const body = Buffer.from(await (await fetch(scriptUrl)).arrayBuffer());
      scripts.push({ url: scriptUrl, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => `${audit.id} (${audit.score})`);
    return {
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      scripts,
      scriptGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      failing,
      runtimeError: lhr.runtimeError,
    };
  } finally {
    await chromium.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node lighthouse.mjs <url>');
    process.exit(2);
  }
  const report = await runLighthouse(url);
  console.log(JSON.stringify(report, null, 2));
}
