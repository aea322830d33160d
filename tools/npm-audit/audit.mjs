#!/usr/bin/env node
// `npm audit --omit=dev` for a package folder (default: web), failing on a
// known vulnerability in the production dependencies: those are what the
// Vite build can put into web/dist, which the Go binary embeds.
//
// npm audit asks the registry's advisory endpoint (a POST). Where that
// endpoint refuses or cannot be reached (this workplace's registry mirror
// answers 405 Method Not Allowed), there is no advisory source to check
// against: it says so loudly and passes, rather than failing every build on
// something no change here can fix. A real report with findings fails; so
// does any other npm error (a missing lockfile, say). See README, Supply
// chain, and docs/decisions.md.
//
//   node tools/npm-audit/audit.mjs [folder]
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const networkCodes = new Set(['ENOTFOUND', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ESOCKETTIMEDOUT']);

// classify reads npm audit --json's output: {kind: 'clean' | 'findings' |
// 'unreachable' | 'error', lines: [what to print]}.
export function classify(stdout, status) {
  let out;
  try {
    out = JSON.parse(stdout);
  } catch {
    return { kind: 'error', lines: [`npm audit printed no JSON (exit ${status}): ${String(stdout).slice(0, 500)}`] };
  }
  if (out && typeof out === 'object' && 'auditReportVersion' in out) {
    const vulns = Object.values(out.vulnerabilities ?? {});
    if (vulns.length === 0) return { kind: 'clean', lines: [] };
    const lines = vulns
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((v) => {
        const advisories = (v.via ?? []).filter((x) => typeof x === 'object').map((x) => `${x.title} (${x.url})`);
        const through = (v.via ?? []).filter((x) => typeof x === 'string');
        const why = advisories.length ? advisories.join('; ') : `through ${through.join(', ')}`;
        const fix = v.fixAvailable ? 'fix available' : 'no fix available';
        return `${v.severity} ${v.name} ${v.range}: ${why}; ${fix}`;
      });
    return { kind: 'findings', lines };
  }
  const status_ = Number(out?.statusCode ?? out?.error?.statusCode ?? 0);
  const code = out?.code ?? out?.error?.code ?? '';
  const message = out?.message ?? out?.error?.summary ?? JSON.stringify(out).slice(0, 300);
  // An HTTP error from the endpoint (405 here) or no answer at all: no
  // report was made.
  if (status_ >= 400 || networkCodes.has(code)) {
    return { kind: 'unreachable', lines: [message] };
  }
  return { kind: 'error', lines: [message] };
}

function main() {
  const folder = process.argv[2] ?? 'web';
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    // npm could not run, or ran past the timeout (a network that hangs).
    const unreachable = run.error.code === 'ETIMEDOUT';
    console.log(`npm audit (${folder}): ${unreachable ? 'WARNING' : 'FAIL'}: ${run.error.message}`);
    process.exit(unreachable ? 0 : 2);
  }
  const { kind, lines } = classify(run.stdout, run.status);
  switch (kind) {
    case 'clean':
      console.log(`npm audit --omit=dev (${folder}): no known vulnerabilities in the production dependencies`);
      process.exit(0);
    case 'findings':
      console.log(`npm audit --omit=dev (${folder}): FAIL: known vulnerabilities in the production dependencies:`);
      for (const l of lines) console.log(`  ${l}`);
      console.log('Bump them (npm update <name>, or the parent that pins them) and commit package-lock.json.');
      process.exit(1);
    case 'unreachable':
      console.log(`npm audit --omit=dev (${folder}): WARNING: NOT CHECKED: the registry's advisory endpoint cannot be used from here:`);
      for (const l of lines) console.log(`  ${l}`);
      console.log('  The production dependencies were not checked against npm advisories in this run (README, Supply chain).');
      process.exit(0);
    default:
      console.log(`npm audit --omit=dev (${folder}): FAIL: ${lines.join(' ')}`);
      if (run.stderr) console.log(run.stderr.trim());
      process.exit(2);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
