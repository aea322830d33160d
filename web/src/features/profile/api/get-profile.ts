import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Profile = components['schemas']['Profile'];

export function getProfile() {
  return api.get('profile');
}

export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  return useQuery(queryOptions({ queryKey: profileQueryKey, queryFn: getProfile }));
}
