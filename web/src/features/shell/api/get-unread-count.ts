import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type UnreadCount = components['schemas']['UnreadCount'];

// getUnreadCount reads the signed-in user's context: unread notifications,
// feature flags and the user with their company.
export function getUnreadCount(): Promise<UnreadCount> {
  return get<UnreadCount>('notifications/get-unread-count');
}

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: unreadCountQueryKey, queryFn: getUnreadCount, staleTime: 30_000 });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
