import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';

export type HubMe = Data<'talenthub/candidate/session'>;

// getHubSession is who is signed in, fresh from the server (a name changed
// in another tab, a session ended elsewhere answers 401).
export function getHubSession() {
  return api.get('talenthub/candidate/session');
}

export const hubSessionKeys = { me: ['talenthub', 'candidate', 'session'] as const };

export function hubSessionQueryOptions() {
  return queryOptions({ queryKey: hubSessionKeys.me, queryFn: getHubSession });
}

export function useHubSession() {
  return useQuery(hubSessionQueryOptions());
}
