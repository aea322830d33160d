import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { featuresQueryKey } from './get-features';

export type SetFeatureInput = components['schemas']['SetFeatureRequest'];

// setFeature turns one flag on or off (admin only). The shell reads flags
// from get-unread-count, so every cached query is refreshed.
export function setFeature(input: SetFeatureInput) {
  return api.put('company/features', { body: input });
}

export function useSetFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeature,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: featuresQueryKey });
      await queryClient.invalidateQueries();
    },
  });
}
