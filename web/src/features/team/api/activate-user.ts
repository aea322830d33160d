import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { usersQueryKey } from './list-users';

type UserResult = components['schemas']['UserResult'];

// activateUser lets a deactivated user sign in again (admin only).
export function activateUser(id: number): Promise<UserResult> {
  return postJSON<UserResult>(`users/${id}/activate`, {});
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }) });
}
