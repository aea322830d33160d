import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// The self-schedule page's calls: the token holder is an actor of its own
// (no session), so none of these shares a cache key with a signed-in list.
export const selfScheduleKeys = {
  details: (token: string) => ['self-schedule', token, 'details'] as const,
  blocked: (token: string) => ['self-schedule', token, 'blocked'] as const,
  slots: (token: string, date: string, zone: string) => ['self-schedule', token, 'slots', date, zone] as const,
};

export function useSelfScheduleDetails(token: string) {
  return useQuery({
    queryKey: selfScheduleKeys.details(token),
    queryFn: () => api.get('candidate-application/get-self-schedule-details', { query: { scheduling_token: token } }),
    enabled: token !== '',
  });
}

// useBlockedSlots reads the panel's busy times over the link's window.
export function useBlockedSlots(token: string, enabled: boolean) {
  return useQuery({
    queryKey: selfScheduleKeys.blocked(token),
    queryFn: () => api.get('oauth/get-blocked-slots-self-schedule', { query: { scheduling_token: token } }),
    enabled: token !== '' && enabled,
  });
}

export function useSelfScheduleSlots(token: string, date: string, zone: string, enabled: boolean) {
  return useQuery({
    queryKey: selfScheduleKeys.slots(token, date, zone),
    queryFn: () => api.get('candidate-application/get-self-schedule-slots', { query: { scheduling_token: token, date, timezone: zone } }),
    enabled: token !== '' && date !== '' && enabled,
  });
}

export function useConfirmSelfSchedule(slug: string, token: string) {
  return useMutation({
    mutationFn: (slot: { start_time: string; end_time: string; timezone: string }) =>
      api.post('candidate-application/confirm-self-schedule/{slug}', { path: { slug }, body: { call_type: 'interview', scheduling_token: token, ...slot } }),
  });
}
