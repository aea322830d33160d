// The demo data every demo journey starts from, made once per run.
//
// `hirekit demo` takes about 5 s of CPU, and the server it is loaded into
// then parses the demo's ~270 resumes in the background: another few
// seconds of CPU that compete with the browser at the start of every
// journey. Twenty-odd journeys did that work each. Now `npm test` first
// runs prepare-demo.mjs, which calls prepareDemoTemplate: it loads the demo once, lets a server drain the queue
// (watched through its metrics listener), stops it, and leaves the data
// directory in e2e/.cache/demo-template with a stamp naming the binary it
// was made by. startServer({ demo: true }) copies that directory when the
// stamp matches the binary it runs, and loads the demo itself otherwise
// (a journey run alone, or after a rebuild).
import { spawn } from 'node:child_process';
import { stat, mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const templateDir = join(here, '.cache', 'demo-template');
const stampFile = join(here, '.cache', 'demo-template.stamp');
const drainTimeoutMs = 180_000;

// binaryStamp names a build of the binary: a template made by another
// build is not used.
export async function binaryStamp(binary) {
  const s = await stat(binary);
  return `${binary} ${s.size} ${s.mtimeMs}`;
}

// usableTemplate is the template's directory when it was made by this
// binary, else null.
export async function usableTemplate(binary) {
  try {
    const [stamp, want] = await Promise.all([readFile(stampFile, 'utf8'), binaryStamp(binary)]);
    return stamp === want ? templateDir : null;
  } catch {
    return null;
  }
}

function run(binary, args, env) {
  const child = spawn(binary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) => done({ code, signal }));
  });
  return { child, exited, output: () => output };
}

// pendingJobs reads the queue's depth from the metrics listener: jobs
// available, running or retryable (scheduled ones are the periodic jobs'
// next runs, which never drain). null when the queue could not be read.
async function pendingJobs(metricsURL) {
  try {
    const text = await (await fetch(metricsURL, { signal: AbortSignal.timeout(5_000) })).text();
    if (!/^hirekit_queue_up 1$/m.test(text)) return null;
    let pending = 0;
    for (const m of text.matchAll(/^hirekit_queue_jobs\{([^}]*)\} (\S+)$/gm)) {
      if (/state="(available|running|retryable)"/.test(m[1])) pending += Number(m[2]);
    }
    return pending;
  } catch {
    return null;
  }
}

export async function prepareDemoTemplate({ binary, freePort }) {
  const started = Date.now();
  await rm(templateDir, { recursive: true, force: true });
  await rm(stampFile, { force: true });
  await mkdir(templateDir, { recursive: true });
  const [port, metricsPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    HIREKIT_ADDR: `127.0.0.1:${port}`,
    HIREKIT_METRICS_ADDR: `127.0.0.1:${metricsPort}`,
    HIREKIT_DATA_DIR: templateDir,
    HIREKIT_BASE_URL: `http://127.0.0.1:${port}`,
    HIREKIT_DEV_MAILBOX: '1',
  };
  const demo = run(binary, ['demo'], env);
  const { code } = await demo.exited;
  if (code !== 0) throw new Error(`hirekit demo exited with ${code}\n${demo.output()}`);

  const serve = run(binary, ['serve'], env);
  try {
    // Drained means zero pending jobs read twice, a second apart: a parse
    // that finishes can queue the next step (the search index) behind it.
    const deadline = Date.now() + drainTimeoutMs;
    let zeros = 0;
    while (zeros < 2) {
      if (serve.child.exitCode !== null) throw new Error(`hirekit serve exited early\n${serve.output()}`);
      if (Date.now() > deadline) throw new Error(`the demo's queue did not drain within ${drainTimeoutMs / 1000} s\n${serve.output().slice(-4000)}`);
      const pending = await pendingJobs(`http://127.0.0.1:${metricsPort}/metrics`);
      zeros = pending === 0 ? zeros + 1 : 0;
      await new Promise((wake) => setTimeout(wake, zeros ? 1_000 : 250));
    }
  } finally {
    serve.child.kill('SIGTERM');
    const timer = setTimeout(() => serve.child.kill('SIGKILL'), 15_000);
    await serve.exited;
    clearTimeout(timer);
  }
  await writeFile(stampFile, await binaryStamp(binary));
  return { dir: templateDir, ms: Date.now() - started };
}
