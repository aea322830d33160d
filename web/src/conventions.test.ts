// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [join(dir, entry.name) + '/', ...walk(join(dir, entry.name))] : [join(dir, entry.name)],
  );
}

const paths = walk(root).map((path) => relative(root, path));
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

describe('source conventions (style rule 13)', () => {
  it('names every file and folder in kebab-case', () => {
    const names = paths.map((path) => path.replace(/\/$/, '').split('/').at(-1)!);
    expect(names.filter((name) => !kebab.test(name))).toEqual([]);
  });

  it('has no barrel files', () => {
    expect(paths.filter((path) => /(^|\/)index\.(ts|tsx|js)$/.test(path))).toEqual([]);
  });
});
