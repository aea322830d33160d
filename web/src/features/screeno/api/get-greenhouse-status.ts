import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type GreenhouseConnectionStatus = components['schemas']['GreenhouseConnectionStatus'];

export const greenhouseStatusQueryKey = ['screeno', 'greenhouse', 'status'] as const;

// The company's Greenhouse connection: greenhouse_integrated and the user
// the key acts on behalf of.
export function greenhouseStatusQueryOptions() {
  return queryOptions({ queryKey: greenhouseStatusQueryKey, queryFn: () => api.get('screeno/greenhouse/connection-status') });
}

export function useGreenhouseStatus(enabled = true) {
  return useQuery({ ...greenhouseStatusQueryOptions(), enabled });
}
