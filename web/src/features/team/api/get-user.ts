import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { usersQueryKey } from './list-users';

type UserResult = components['schemas']['UserResult'];

export function getUser(id: string): Promise<UserResult> {
  return get<UserResult>(`users/${encodeURIComponent(id)}`);
}

// The key sits under the list's, so changing a user refreshes both.
export function useUser(id: string) {
  return useQuery(queryOptions({ queryKey: [...usersQueryKey, id], queryFn: () => getUser(id) }));
}
