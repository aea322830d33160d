// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, themeVars, type CareersStyle } from './theme';

type Vectors = { cases: { style: CareersStyle; vars: [string, string][] }[] };
const vectors = JSON.parse(readFileSync(new URL('./theme-vectors.json', import.meta.url), 'utf8')) as Vectors;

describe('the careers theme', () => {
  it('computes what the server computes (theme-vectors.json)', () => {
    expect(vectors.cases.length).toBeGreaterThan(3);
    for (const c of vectors.cases) {
      expect(themeVars(c.style)).toEqual(c.vars);
    }
  });

  it('keeps the accent readable on the page', () => {
    const vars = Object.fromEntries(themeVars({ themePrimaryColor: '#fde047' }));
    expect(contrast(vars['--ck-accent'], vars['--ck-bg'])).toBeGreaterThanOrEqual(4.5);
  });
});
