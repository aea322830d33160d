import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The first screen's weight from the build itself, without a browser: the
// scripts web/dist/index.html loads or preloads and every chunk they import
// statically, each gzipped at level 9 as lighthouse.mjs does. /login is that
// first screen (the login is the one screen index.html's entry does not load
// lazily, app/screens.tsx), so this is what /login downloads before it paints.
// lighthouse.test.mjs checks the same budget on what Chromium really fetched;
// this one fails in a second, names every chunk, and needs only `make build`.
export const firstScreenBudgetBytes = 150 * 1024;

// HIREKIT_WEB_DIST measures another build (an older one, to compare).
const dist = process.env.HIREKIT_WEB_DIST ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');

// staticClosure follows `import … from "./x.js"` and `export … from`
// between the built chunks; import("./x.js") (a lazy screen) is not followed.
export function staticClosure(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const files = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(join(dir, 'assets', file), 'utf8');
    for (const m of code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
  }
  return [...files].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dir, 'assets', file)), { level: 9 }).length }));
}

test('/login loads at most 150 kB of gzipped JavaScript', () => {
  assert.ok(existsSync(join(dist, 'index.html')), `no build at ${dist}: run make build (or npm run build in web/)`);
  const scripts = staticClosure(dist);
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const list = scripts
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `${s.file} ${s.gzipBytes}`)
    .join(', ');
  assert.ok(scripts.some((s) => s.file.startsWith('react-')) && scripts.some((s) => s.file.startsWith('main-')), `the entry and React were not found: ${list}`);
  assert.ok(total <= firstScreenBudgetBytes, `/login's scripts are ${total} B gzip > ${firstScreenBudgetBytes}: ${list}`);
  // A later screen's code on the first screen is the usual way the budget
  // breaks: name it directly.
  const later = scripts.filter((s) => /^(candidate|job|platform|company-settings|user-page|profile|signed-in|notistack|home-page)/.test(s.file));
  assert.deepEqual(later, [], `a later screen's code is on the first screen: ${list}`);
});
