import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type CalendarConnections = components['schemas']['CalendarConnections'];
export type CalendarConnection = components['schemas']['CalendarConnection'];
export type CalendarProviderName = NonNullable<components['schemas']['CalendarProvider']['name']>;

// getCalendarConnections reads the caller's calendar connection (none or
// one) and the providers this server offers.
export function getCalendarConnections() {
  return api.get('oauth/calendar-connections');
}

export const calendarConnectionsQueryKey = ['calendars', 'connections'] as const;

export function calendarConnectionsQueryOptions() {
  return queryOptions({ queryKey: calendarConnectionsQueryKey, queryFn: getCalendarConnections });
}

export function useCalendarConnections() {
  return useQuery(calendarConnectionsQueryOptions());
}
