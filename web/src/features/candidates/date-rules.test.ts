import { describe, expect, it } from 'vitest';
import { clampDate, dateBounds } from './date-rules';

const now = new Date('2026-11-22T06:00:00Z');

describe('date rules', () => {
  it('never allows a future date in the list', () => {
    expect(dateBounds(now, false)).toEqual({ max: '2026-11-22' });
    expect(clampDate('2026-11-23', dateBounds(now, false))).toBe('2026-11-22');
    expect(clampDate('2001-01-01', dateBounds(now, false))).toBe('2001-01-01');
  });

  it('keeps spreadsheet dates within 2 years (63072000000 ms) back and today', () => {
    const bounds = dateBounds(now, true);
    expect(bounds).toEqual({ min: '2024-11-22', max: '2026-11-22' });
    expect(clampDate('2024-11-21', bounds)).toBe('2024-11-22');
    expect(clampDate('2024-11-22', bounds)).toBe('2024-11-22');
    expect(clampDate('2027-01-01', bounds)).toBe('2026-11-22');
  });

  it('reads anything that is not a date as empty', () => {
    expect(clampDate('', dateBounds(now, true))).toBe('');
    expect(clampDate('22/11/2026', dateBounds(now, false))).toBe('');
  });
});
