import { api } from '../../../api/client';
import { callbackPath } from '../result-store';

// generateRedirectUrl starts connecting a calendar: the Google and Outlook
// consent pages (null when not configured) and the transaction id the
// return page stores the result under. Each call is a new transaction.
export function generateRedirectUrl() {
  return api.get('oauth/generate-redirect-url', { query: { kind: 'calendar', redirect_url: callbackPath } });
}
