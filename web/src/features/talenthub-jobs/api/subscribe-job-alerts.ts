import { api } from '../../../api/client';

// subscribeJobAlerts turns the signed-in candidate's "Job alerts" mail
// on, keeping every other kind as it is.
export async function subscribeJobAlerts() {
  const prefs = await api.get('talenthub/candidate/email-preferences');
  const off = (prefs?.kinds ?? []).filter((k) => !k.subscribed && k.kind !== 'job_alerts').map((k) => k.kind ?? '');
  return api.put('talenthub/candidate/email-preferences', { body: { unsubscribed: off } });
}
