import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../client';
import type { components } from '../types.gen';

export type TeamUser = components['schemas']['TeamUser'];
// UsersQuery picks users by role, and may include deactivated ones.
export type UsersQuery = Query<'users/list'>;

// userKeys are the cache keys of the company's users: the team page's
// list, the job form's pickers, the TA filter and each user sit under all,
// so a role change or a deactivation refreshes them together.
export const userKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
  one: (id: number) => [...userKeys.all, 'one', id] as const,
};

// listUsers reads the company's users (active ones unless include_inactive).
export function listUsers(query: UsersQuery = {}) {
  return api.get('users/list', { query });
}

export function usersQueryOptions(query: UsersQuery = {}) {
  return queryOptions({ queryKey: userKeys.list(query), queryFn: () => listUsers(query), staleTime: 60_000 });
}

export function useUsers(query: UsersQuery = {}, enabled = true) {
  return useQuery({ ...usersQueryOptions(query), enabled });
}

export function getUser(id: number) {
  return api.get('users/{id}', { path: { id } });
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: userKeys.one(id), queryFn: () => getUser(id) });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
