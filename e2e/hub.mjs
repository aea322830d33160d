// Steps the talenthub journeys share: the sign-in code mailed to a
// candidate, and a real resume of the corpus to upload.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './harness.mjs';
import { apiData } from './journey.mjs';

export const corpus = process.env.HIREKIT_CORPUS_DIR ?? resolve(repoRoot, '..', 'shared', 'corpus', 'resumes');

// hubSignInCode waits for the newest talenthub sign-in code mailed to
// address (the dev mailbox) and returns it.
export async function hubSignInCode(server, address) {
  for (let i = 0; i < 50; i++) {
    const { messages } = await apiData(server, 'GET', `/dev/mailbox?to=${encodeURIComponent(address)}`);
    const code = messages.find((m) => m.subject === 'Your talenthub sign-in code')?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`no sign-in code mailed to ${address}`);
}

// corpusResume is the first labelled PDF of the corpus that has a name.
export function corpusResume() {
  const rows = readFileSync(join(corpus, 'labels.tsv'), 'utf8').split('\n').slice(1);
  const row = rows.map((r) => r.split('\t')).find((f) => f[0]?.endsWith('.pdf') && f[1] && f[1] !== '-');
  assert.ok(row, 'a labelled PDF in the corpus');
  return join(corpus, row[0]);
}
