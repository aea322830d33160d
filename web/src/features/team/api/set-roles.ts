import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { userKeys } from '../../../api/queries/users';

// setRoles changes a user's roles (admin only; the server ends their sessions).
export function setRoles(id: number, roles: string[]) {
  return api.put('users/{id}/roles', { path: { id }, body: { roles } });
}

export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: string[] }) => setRoles(id, roles),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
