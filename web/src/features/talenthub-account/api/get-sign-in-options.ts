import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';

export type SignInOptions = Data<'talenthub/sign-in-options'>;

export function getSignInOptions() {
  return api.get('talenthub/sign-in-options');
}

export const signInOptionsKeys = { all: ['talenthub', 'sign-in-options'] as const };

export function signInOptionsQueryOptions() {
  // The server's configuration does not change while the page is open.
  return queryOptions({ queryKey: signInOptionsKeys.all, queryFn: getSignInOptions, staleTime: Infinity });
}

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions());
}
