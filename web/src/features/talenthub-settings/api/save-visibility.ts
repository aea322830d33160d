import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { visibilityQueryKey } from './get-visibility';

export type VisibilityInput = components['schemas']['HubVisibilityRequest'];

// saveVisibility sends listed and every section's switch; the answer is
// the settings as saved.
export async function saveVisibility(input: VisibilityInput) {
  return (await api.put('talenthub/candidate/visibility', { body: input }))?.visibility;
}

export function useSaveVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVisibility,
    onSuccess: (saved) => client.setQueryData(visibilityQueryKey, saved),
  });
}
