import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type WandUsage = components['schemas']['WandUsageGraph'];

// getWandUsage reads the company's extension downloads per day, the
// totals and the supported boards.
export function getWandUsage() {
  return api.get('analytics/fetch-wand-usage-graph-data');
}

export const wandUsageQueryOptions = queryOptions({ queryKey: ['wand', 'usage'] as const, queryFn: getWandUsage });

export function useWandUsage() {
  return useQuery(wandUsageQueryOptions);
}
