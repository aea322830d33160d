import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { designationKeys } from '../../../api/queries/designations';

export function deleteDesignation(id: number) {
  return api.delete('designations/{id}', { path: { id } });
}

export function useDeleteDesignation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDesignation, onSuccess: () => queryClient.invalidateQueries({ queryKey: designationKeys.all }) });
}
