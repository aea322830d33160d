// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Who may do what is decided on the server (recruit's permission table) and
// read from there: the user context's permissions and role group, a job's
// allowed_actions, an application's next_states, the vocabulary's people
// pickers and role names. A role name written in the web app is a second
// copy of such a decision. Only the stored session names roles: it tells a
// candidate from a company user before any answer of the server.
const onePlace = 'api/session.ts';

const root = new URL('.', import.meta.url).pathname;
const companyRoles = /['"`](company_admin|company_ta|company_panel|company_hiring_manager|company_employee|platform_admin|talenthub_candidate)['"`]/;
// agency and candidate are also plain words (an invite's kind), so only
// their use as a role counts.
const roleWords = /roles?\b[^\n]*['"`](agency|candidate)['"`]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === root ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'types.gen.ts' ? [path] : [];
  });
}

function namingRoles(text: string): string[] {
  return text.split('\n').filter((line) => companyRoles.test(line) || roleWords.test(line));
}

describe('role names', () => {
  it('appear only where the session tells candidates apart', () => {
    const found = sources(root)
      .map((path) => relative(root, path))
      .filter((path) => path !== onePlace)
      .flatMap((path) => namingRoles(readFileSync(join(root, path), 'utf8')).map((line) => `${path}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('are found in the forms a copy would take', () => {
    expect(namingRoles("const editors = ['company_admin', 'company_ta'];")).toHaveLength(1);
    expect(namingRoles("if (user.roles.includes('agency')) return;")).toHaveLength(1);
    expect(namingRoles("const kind: 'user' | 'agency' = 'agency';")).toHaveLength(0);
    expect(readFileSync(join(root, onePlace), 'utf8')).toMatch(companyRoles);
  });
});
