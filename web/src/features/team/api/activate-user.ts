import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { userKeys } from '../../../api/queries/users';

// activateUser lets a deactivated user sign in again (admin only).
export function activateUser(id: number) {
  return api.post('users/{id}/activate', { path: { id } });
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
