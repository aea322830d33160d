import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { applicationKeys } from '../../../api/queries/applications';

type UpdateApplicationRequest = components['schemas']['UpdateApplicationRequest'];

// updateApplication sets priority, archived or tags.
export function updateApplication(slug: string, change: UpdateApplicationRequest) {
  return api.patch('candidate-applications/{slug}', { path: { slug }, body: change });
}

export function useUpdateApplication(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateApplicationRequest) => updateApplication(slug, change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.one(slug) });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
