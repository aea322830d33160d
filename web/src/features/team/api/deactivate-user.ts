import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { usersQueryKey } from './list-users';

type UserResult = components['schemas']['UserResult'];

// deactivateUser ends the user's sessions at once (admin only).
export function deactivateUser(id: number): Promise<UserResult> {
  return postJSON<UserResult>(`users/${id}/deactivate`, {});
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }) });
}
