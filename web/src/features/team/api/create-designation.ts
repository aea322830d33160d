import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { designationKeys } from '../../../api/queries/designations';

export function createDesignation(title: string) {
  return api.post('designations', { body: { title } });
}

export function useCreateDesignation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDesignation, onSuccess: () => queryClient.invalidateQueries({ queryKey: designationKeys.all }) });
}
