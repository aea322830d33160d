import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Tags = components['schemas']['Tags'];

// listTags reads the company's candidate tags in creation order.
export function listTags(): Promise<Tags> {
  return get<Tags>('ats-tags', { order_by: 'id' });
}

export function tagsQueryOptions() {
  return queryOptions({ queryKey: ['ats-tags'], queryFn: listTags });
}

export function useTags() {
  return useQuery(tagsQueryOptions());
}

// useAddTag adds a tag.
export function useAddTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => postJSON('ats-tags', { title }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagsQueryOptions().queryKey }),
  });
}

// useDeleteTag deletes a tag and takes it off every candidate.
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del(`ats-tags/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: tagsQueryOptions().queryKey }),
  });
}
