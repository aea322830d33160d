import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sourceKeys } from '../../../api/queries/sources';

// addSource adds a candidate source by its title.
export function addSource(title: string) {
  return api.post('sources', { body: { title } });
}

// useAddSource refreshes the sources every screen offers.
export function useAddSource() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addSource, onSuccess: () => client.invalidateQueries({ queryKey: sourceKeys.all }) });
}
