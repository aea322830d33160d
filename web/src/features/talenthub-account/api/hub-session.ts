import type { Data } from '../../../api/client';
import { hubRole, saveSession, type Session } from '../../../api/session';

export type HubSignedIn = Data<'talenthub/candidates/login', 'post'>;

// hubSession is what the browser keeps after a candidate's sign-in: the
// talenthub token is the bearer of their calls, and the talenthub
// candidate's role keeps them out of company pages (spec 6).
export function hubSession(result: HubSignedIn): Session {
  const c = result.candidate;
  return {
    token: result.token ?? '',
    email: c?.email ?? '',
    roles: c?.roles ?? [hubRole],
    emailVerified: true,
    companyApproved: true,
    name: c?.name ?? '',
    userId: c?.id ?? 0,
    slug: '',
    username: c?.username ?? '',
  };
}

export function saveHubSession(result: HubSignedIn) {
  saveSession(hubSession(result));
}
