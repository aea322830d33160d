import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { usersQueryKey } from './list-users';

type UserResult = components['schemas']['UserResult'];

// setRoles changes a user's roles (admin only; the server ends their sessions).
export function setRoles(id: number, roles: string[]): Promise<UserResult> {
  return putJSON<UserResult>(`users/${id}/roles`, { roles });
}

export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: string[] }) => setRoles(id, roles),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
