import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { designationsQueryKey } from './list-designations';

type Message = components['schemas']['Message'];

export function deleteDesignation(id: number): Promise<Message> {
  return del<Message>(`designations/${id}`);
}

export function useDeleteDesignation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDesignation, onSuccess: () => queryClient.invalidateQueries({ queryKey: designationsQueryKey }) });
}
