import { describe, expect, it } from 'vitest';
import { canonicalFilter, decodeFilter, encodeFilter, jobFilterToken } from './navigation-token';

function payload(token: string): string {
  const body = token.slice(3).replace(/-/g, '+').replace(/_/g, '/');
  return atob(body + '='.repeat((4 - (body.length % 4)) % 4));
}

describe('navigation_token', () => {
  it('is empty for the empty filter and for defaults only', () => {
    expect(encodeFilter({})).toBe('');
    expect(encodeFilter({ sources: [], statuses: [], include_archived: false, start_date: '', round_filters: { scheduled: [] } })).toBe('');
  });

  it('writes the keys in the server order, whatever the input order', () => {
    const token = encodeFilter({ include_archived: true, statuses: ['applied'], sources: ['referral'], min_experience: 2, requisitions: [3] });
    expect(token.startsWith('v1.')).toBe(true);
    expect(payload(token)).toBe('{"sources":["referral"],"statuses":["applied"],"requisitions":[3],"min_experience":2,"include_archived":true}');
  });

  it('orders round filters and omits their empty lists', () => {
    expect(canonicalFilter({ round_filters: { no_show: [4], scheduled: [1], completed: [] } })).toEqual({ round_filters: { scheduled: [1], no_show: [4] } });
    expect(JSON.stringify(canonicalFilter({ round_filters: { no_show: [4], scheduled: [1] } }))).toBe('{"round_filters":{"scheduled":[1],"no_show":[4]}}');
  });

  it('uses base64url without padding', () => {
    const token = encodeFilter({ sources: ['careers_page'], start_date: '2026-01-01', end_date: '2026-11-22' });
    expect(token.slice(3)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('matches the token the Go server writes', () => {
    // ats.Filter{Statuses: ["ta_screen"]}.Token()
    expect(encodeFilter({ statuses: ['ta_screen'] })).toBe('v1.eyJzdGF0dXNlcyI6WyJ0YV9zY3JlZW4iXX0');
  });

  it('gives one job\'s candidates', () => {
    expect(jobFilterToken(3)).toBe(`v1.${btoa('{"requisitions":[3]}').replace(/=+$/, '')}`);
    expect(decodeFilter(jobFilterToken(3))).toEqual({ requisitions: [3] });
  });

  it('round-trips', () => {
    const filter = { sources: ['referral', 'manual'], statuses: ['applied', 'joined'], tas: [7], candidate_application_tags: [1, 2], min_experience: 1.5, max_experience: 10, start_date: '2025-01-01', end_date: '2025-12-31', include_archived: true };
    expect(decodeFilter(encodeFilter(filter))).toEqual(filter);
    expect(encodeFilter(decodeFilter(encodeFilter(filter)))).toBe(encodeFilter(filter));
  });

  it('reads a broken or foreign token as the empty filter', () => {
    expect(decodeFilter('v1.%%%')).toEqual({});
    expect(decodeFilter('v2.e30')).toEqual({});
    expect(decodeFilter(null)).toEqual({});
  });
});
