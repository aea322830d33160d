import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { designationKeys } from '../../../api/queries/designations';

export function renameDesignation(id: number, title: string) {
  return api.put('designations/{id}', { path: { id }, body: { title } });
}

export function useRenameDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => renameDesignation(id, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designationKeys.all }),
  });
}
