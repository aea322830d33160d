import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type TextTemplate = components['schemas']['TextTemplate'];
export type TextTemplateInput = components['schemas']['TextTemplateInput'];

export const templateKeys = { all: ['text-templates'] as const };

export function templatesQueryOptions() {
  return queryOptions({ queryKey: templateKeys.all, queryFn: () => api.get('text-templates') });
}

// useTextTemplates reads the company's email templates (the picker of the
// send-email form and the Recruitment Setup list).
export function useTextTemplates(enabled = true) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}

// useSaveTemplate adds a template, or changes the one with id.
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TextTemplateInput }) =>
      id ? api.put('text-templates/{id}', { path: { id }, body: input }) : api.post('text-templates', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('text-templates/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
