import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { CalendarProviderName } from './get-calendar-connections';
import { calendarConnectionsQueryKey } from './get-calendar-connections';

// disconnectCalendar revokes the grant where the provider allows it and
// forgets the connection; the answer is the connections as they are now.
export function disconnectCalendar(provider: CalendarProviderName) {
  return api.delete('oauth/calendar-connections/{provider}', { path: { provider } });
}

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: (connections) => {
      if (connections) queryClient.setQueryData(calendarConnectionsQueryKey, connections);
      return queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryKey });
    },
  });
}
