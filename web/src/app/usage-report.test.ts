import { describe, expect, it } from 'vitest';
import { usagePageOfScreen, usagePages } from '../lib/usage';
import { routeTable } from './route-table';

describe('page identifiers', () => {
  it('are the spec 23, and each mapped screen is in the route table', () => {
    expect(usagePages).toHaveLength(23);
    const screens = new Set(routeTable.map((entry) => entry.screen));
    for (const screen of Object.keys(usagePageOfScreen)) expect(screens, screen).toContain(screen);
    // Only the activity logs, which no screen shows yet, have no screen.
    const mapped = new Set(Object.values(usagePageOfScreen));
    expect(usagePages.filter((page) => !mapped.has(page))).toEqual(['activity_history', 'requisition_activity_history']);
  });
});
