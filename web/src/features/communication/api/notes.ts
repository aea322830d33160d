import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Note = components['schemas']['Note'];
export type Person = components['schemas']['Person'];
export type NoteInput = components['schemas']['AddNoteRequest'];

export const noteKeys = {
  all: ['application-notes'] as const,
  of: (slug: string) => [...noteKeys.all, slug] as const,
  mentionable: (slug: string) => ['mentionable', slug] as const,
};

export function useNotes(slug: string) {
  return useQuery({ queryKey: noteKeys.of(slug), queryFn: () => api.get('candidate-applications/{slug}/notes', { path: { slug } }) });
}

// useMentionable reads the colleagues a note on the application may mention:
// those who can see its job.
export function useMentionable(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.mentionable(slug),
    queryFn: () => api.get('candidate-applications/{slug}/mentionable', { path: { slug } }),
    enabled,
    staleTime: 60_000,
  });
}

export function useAddNote(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => api.post('candidate-applications/{slug}/notes', { path: { slug }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: noteKeys.of(slug) }),
  });
}

export function useUpdateNote(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: NoteInput }) => api.put('notes/{id}', { path: { id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: noteKeys.of(slug) }),
  });
}

export function useDeleteNote(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('notes/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: noteKeys.of(slug) }),
  });
}
