import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';

export type Notifications = Data<'notifications'>;
export type Notification = NonNullable<Notifications['notifications']>[number];

// listNotifications reads a page of the caller's notifications, unread first.
export function listNotifications(page: number, perPage: number) {
  return api.getPage('notifications', { query: { page, per_page: perPage } });
}

// The list's keys start with 'notifications', as the shell's unread count
// does (api/queries/user-context), so one invalidation refreshes both.
export const notificationsKeys = {
  all: ['notifications', 'list'] as const,
  page: (page: number, perPage: number) => ['notifications', 'list', page, perPage] as const,
};

export function notificationsQueryOptions(page: number, perPage: number) {
  return queryOptions({ queryKey: notificationsKeys.page(page, perPage), queryFn: () => listNotifications(page, perPage), placeholderData: keepPreviousData });
}

export function useNotifications(page: number, perPage: number) {
  return useQuery(notificationsQueryOptions(page, perPage));
}
