import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Users = components['schemas']['Users'];
export type TeamUser = components['schemas']['TeamUser'];

// listUsers reads the company's users, optionally by role (for the pickers).
export function listUsers(roles: string[] = []): Promise<Users> {
  return get<Users>('users/list', { roles });
}

export function usersQueryOptions(roles: string[] = []) {
  return queryOptions({ queryKey: ['users', 'list', roles], queryFn: () => listUsers(roles), staleTime: 60_000 });
}

export function useUsers(roles: string[] = [], enabled = true) {
  return useQuery({ ...usersQueryOptions(roles), enabled });
}
