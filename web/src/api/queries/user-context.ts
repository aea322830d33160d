import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { components } from '../types.gen';

export type UserContext = components['schemas']['UnreadCount'];
export type ContextUser = components['schemas']['ContextUser'];
export type Permission = components['schemas']['Permission'];
export type RoleGroup = NonNullable<ContextUser['role_group']>;

// The signed-in user's context: unread notifications, feature flags and
// the user with their company, role group, permissions and the roles they
// may grant. Screens show actions by these permissions, never by role
// names: the server's table decides (docs/permissions.md).
export const userContextKeys = { all: ['notifications', 'unread-count'] as const };

export function getUserContext() {
  return api.get('notifications/get-unread-count');
}

export function userContextQueryOptions() {
  return queryOptions({ queryKey: userContextKeys.all, queryFn: getUserContext, staleTime: 30_000 });
}

export function useUserContext() {
  return useQuery(userContextQueryOptions());
}

// usePermissions answers can(permission) from the context; while it loads
// every answer is no, and ready says whether it is in.
export function usePermissions() {
  const query = useUserContext();
  const held = query.data?.user?.permissions ?? [];
  return { can: (permission: Permission) => held.includes(permission), ready: query.isSuccess, query };
}
