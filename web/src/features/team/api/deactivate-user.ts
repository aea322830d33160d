import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { userKeys } from '../../../api/queries/users';

// deactivateUser ends the user's sessions at once (admin only).
export function deactivateUser(id: number) {
  return api.post('users/{id}/deactivate', { path: { id } });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
