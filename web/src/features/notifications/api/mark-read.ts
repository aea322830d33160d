import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Body } from '../../../api/client';
import { userContextKeys } from '../../../api/queries/user-context';
import { notificationsKeys } from './list-notifications';

export type MarkReadInput = Body<'notifications/mark-read'>;

// markRead marks some notifications (ids) or all of them read.
export function markRead(input: MarkReadInput) {
  return api.post('notifications/mark-read', { body: input });
}

// useMarkRead refreshes the list and the shell's unread badge after.
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: userContextKeys.all }),
      ]),
  });
}
