import { describe, expect, it } from 'vitest';
import { loginRedirect, productLineOf } from './product-line';

describe('product line', () => {
  it.each([
    ['/screeno', 'screeno'],
    ['/screeno/jobs/3', 'screeno'],
    ['/wand', 'wand'],
    ['/talenthub/jobs', 'talenthub'],
    ['/jobs', 'ats'],
    ['/screenography', 'ats'],
  ])('%s belongs to %s', (path, line) => {
    expect(productLineOf(path)).toBe(line);
  });

  it('keeps the query in returnUrl', () => {
    expect(loginRedirect('/analytics/charts', '?chartSlug=a b')).toBe('/login?returnUrl=%2Fanalytics%2Fcharts%3FchartSlug%3Da%20b');
  });
});
