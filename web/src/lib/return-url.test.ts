import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/jobs', '/jobs'],
    ['/candidates?navigation_token=v1.abc', '/candidates?navigation_token=v1.abc'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (value, want) => {
    expect(safeReturnUrl(value)).toBe(want);
  });

  it.each([null, '', 'jobs', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example', '/\n/evil.example', '/ /evil.example'])(
    'refuses %s',
    (value) => {
      expect(safeReturnUrl(value)).toBeNull();
    },
  );
});
