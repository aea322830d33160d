import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { designationsQueryKey } from './list-designations';

type DesignationResult = components['schemas']['DesignationResult'];

export function createDesignation(title: string): Promise<DesignationResult> {
  return postJSON<DesignationResult>('designations', { title });
}

export function useCreateDesignation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDesignation, onSuccess: () => queryClient.invalidateQueries({ queryKey: designationsQueryKey }) });
}
