import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type TeamUser = components['schemas']['TeamUser'];
type Users = components['schemas']['Users'];

// listUsers reads every user of the company, deactivated ones included.
export function listUsers(): Promise<Users> {
  return get<Users>('users/list', { include_inactive: true });
}

export const usersQueryKey = ['team', 'users'] as const;

export function useUsers() {
  return useQuery(queryOptions({ queryKey: usersQueryKey, queryFn: listUsers }));
}
