import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { tagKeys } from '../../../api/queries/tags';
import { applicationKeys } from '../../../api/queries/applications';

// deleteTag deletes a tag and takes it off every candidate.
export function deleteTag(id: number) {
  return api.delete('ats-tags/{id}', { path: { id } });
}

// useDeleteTag refreshes the tags and the applications that carried it.
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: tagKeys.all });
      await client.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
