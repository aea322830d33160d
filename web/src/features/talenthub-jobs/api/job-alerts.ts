import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const jobAlertsKey = ['talenthub', 'job-alerts'] as const;

// useJobAlerts is whether the signed-in candidate's "Job alerts" mail (the
// daily digest of new matching jobs) is on, read from their email
// preferences; only asked for candidates.
export function useJobAlerts(enabled: boolean) {
  return useQuery({
    queryKey: jobAlertsKey,
    queryFn: async () => {
      const prefs = await api.get('talenthub/candidate/email-preferences');
      return (prefs?.kinds ?? []).some((k) => k.kind === 'job_alerts' && k.subscribed);
    },
    enabled,
    retry: false,
  });
}

// setJobAlerts turns the signed-in candidate's "Job alerts" mail on or
// off, keeping every other kind as it is.
export async function setJobAlerts(on: boolean) {
  const prefs = await api.get('talenthub/candidate/email-preferences');
  const off = (prefs?.kinds ?? []).filter((k) => !k.subscribed && k.kind !== 'job_alerts').map((k) => k.kind ?? '');
  if (!on) off.push('job_alerts');
  return api.put('talenthub/candidate/email-preferences', { body: { unsubscribed: off } });
}
