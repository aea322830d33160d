import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T06:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('uses seconds, minutes, hours and days', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(1), now)).toBe('1 second ago');
    expect(relativeTime(ago(59), now)).toBe('59 seconds ago');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(2 * 3600 + 5), now)).toBe('2 hours ago');
    expect(relativeTime(ago(29 * 86_400), now)).toBe('29 days ago');
  });

  it('counts months as 30 days and years as 365 days', () => {
    expect(relativeTime(ago(30 * 86_400), now)).toBe('1 month ago');
    expect(relativeTime(ago(364 * 86_400), now)).toBe('12 months ago');
    expect(relativeTime(ago(365 * 86_400), now)).toBe('1 year ago');
    expect(relativeTime(ago(3 * 365 * 86_400), now)).toBe('3 years ago');
  });

  it('shows a dash for a missing time and never a future one', () => {
    expect(relativeTime(undefined, now)).toBe('-');
    expect(relativeTime('nonsense', now)).toBe('-');
    expect(relativeTime(ago(-120), now)).toBe('just now');
  });
});
