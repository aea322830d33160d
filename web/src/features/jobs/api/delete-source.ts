import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sourceKeys } from '../../../api/queries/sources';

// deleteSource removes a source from the list (applications keep it).
export function deleteSource(value: string) {
  return api.delete('sources/{value}', { path: { value } });
}

export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSource, onSuccess: () => client.invalidateQueries({ queryKey: sourceKeys.all }) });
}
