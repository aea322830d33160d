import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { designationsQueryKey } from './list-designations';

type DesignationResult = components['schemas']['DesignationResult'];

export function renameDesignation(id: number, title: string): Promise<DesignationResult> {
  return putJSON<DesignationResult>(`designations/${id}`, { title });
}

export function useRenameDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => renameDesignation(id, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designationsQueryKey }),
  });
}
