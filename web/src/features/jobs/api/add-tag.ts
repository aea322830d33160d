import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { tagKeys } from '../../../api/queries/tags';

// addTag adds a candidate tag.
export function addTag(title: string) {
  return api.post('ats-tags', { body: { title } });
}

// useAddTag refreshes the tags every screen offers.
export function useAddTag() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addTag, onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.all }) });
}
