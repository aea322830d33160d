import { describe, expect, it } from 'vitest';
import { defaultLayout, hide, move, normalize, show } from './layout';

describe('layout', () => {
  it('normalizes a stored layout: unknown and repeated cards go, missing ones are appended', () => {
    expect(normalize({ order: ['jobs', 'nope', 'jobs', 'waiting'], hidden: ['jobs', 'x', 'jobs'] })).toEqual({
      order: ['jobs', 'waiting', 'start', 'interviews', 'activity'],
      hidden: ['jobs'],
    });
    expect(normalize('garbage')).toEqual(defaultLayout);
  });

  it('moves within bounds, hides and shows', () => {
    expect(move(defaultLayout, 'start', -1)).toBe(defaultLayout);
    expect(move(defaultLayout, 'start', 1).order).toEqual(['waiting', 'start', 'jobs', 'interviews', 'activity']);
    expect(move(defaultLayout, 'activity', 1)).toBe(defaultLayout);
    const hidden = hide(defaultLayout, 'jobs');
    expect(hide(hidden, 'jobs')).toBe(hidden);
    expect(show(hidden, 'jobs').hidden).toEqual([]);
  });
});
