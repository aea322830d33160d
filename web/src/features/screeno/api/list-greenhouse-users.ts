import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type GreenhouseUser = components['schemas']['GreenhouseUser'];

// The Greenhouse users the key being tried may act on behalf of. The key
// is kept in memory only while the wizard shows the list (gcTime 0).
export function greenhouseUsersQueryOptions(key: string) {
  return queryOptions({
    queryKey: ['screeno', 'greenhouse', 'users', key],
    queryFn: () => api.get('screeno/integrations/greenhouse/list-users', { query: { harvest_api_key: key } }),
    gcTime: 0,
    retry: false,
  });
}

export function useGreenhouseUsers(key: string, enabled: boolean) {
  return useQuery({ ...greenhouseUsersQueryOptions(key), enabled });
}
