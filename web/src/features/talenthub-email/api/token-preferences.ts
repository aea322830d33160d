import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { emailKeys } from './keys';

// GET and PUT talenthub/email-preferences/{unsubscribeToken}: the address a
// mailed link names, without signing in.
export function useTokenPreferences(token: string) {
  return useQuery({
    queryKey: emailKeys.byToken(token),
    queryFn: () => api.get('talenthub/email-preferences/{unsubscribeToken}', { path: { unsubscribeToken: token } }),
    enabled: token !== '',
    retry: false,
  });
}

export function useSaveTokenPreferences(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (unsubscribed: string[]) =>
      api.put('talenthub/email-preferences/{unsubscribeToken}', { path: { unsubscribeToken: token }, body: { unsubscribed } }),
    onSuccess: (data) => client.setQueryData(emailKeys.byToken(token), data),
  });
}
