import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { applicationKey } from './get-application';
import { applicationsKey } from './list-applications';

type UpdateApplicationRequest = components['schemas']['UpdateApplicationRequest'];
type ApplicationResult = components['schemas']['ApplicationResult'];

// updateApplication sets priority, archived or tags.
export function updateApplication(slug: string, change: UpdateApplicationRequest): Promise<ApplicationResult> {
  return patchJSON<ApplicationResult>(`candidate-applications/${encodeURIComponent(slug)}`, change);
}

export function useUpdateApplication(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateApplicationRequest) => updateApplication(slug, change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationKey(slug) });
      await queryClient.invalidateQueries({ queryKey: applicationsKey });
    },
  });
}
