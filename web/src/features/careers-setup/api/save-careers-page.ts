import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { careersPageKey, type CareersPage } from './get-careers-page';

export type CareersPageInput = components['schemas']['CareersPageInput'];

// saveCareersPage stores the careers page; the server checks it.
export function saveCareersPage(input: CareersPageInput): Promise<CareersPage> {
  return api.put('company/careers-page', { body: input });
}

export function useSaveCareersPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCareersPage,
    onSuccess: (page) => queryClient.setQueryData(careersPageKey, page),
  });
}
