import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Profile = components['schemas']['Profile'];

export function getProfile(): Promise<Profile> {
  return get<Profile>('profile');
}

export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  return useQuery(queryOptions({ queryKey: profileQueryKey, queryFn: getProfile }));
}
