import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

// DELETE talenthub/candidate/account, confirmed by the username.
export function useDeleteAccount() {
  return useMutation({ mutationFn: (confirm: string) => api.delete('talenthub/candidate/account', { query: { confirm } }) });
}
