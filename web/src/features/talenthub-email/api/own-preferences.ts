import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { emailKeys } from './keys';

// GET and PUT talenthub/candidate/email-preferences: the signed-in
// candidate's own address.
export function useOwnPreferences(enabled: boolean) {
  return useQuery({ queryKey: emailKeys.own, queryFn: () => api.get('talenthub/candidate/email-preferences'), enabled });
}

export function useSaveOwnPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (unsubscribed: string[]) => api.put('talenthub/candidate/email-preferences', { body: { unsubscribed } }),
    onSuccess: (data) => client.setQueryData(emailKeys.own, data),
  });
}
