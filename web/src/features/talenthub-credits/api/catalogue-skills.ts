import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type CatalogueSkill = Required<components['schemas']['HubCatalogueSkill']>;

// The jobs board's filter reads the same list under this key: a change
// here shows there at once.
export const catalogueKeys = { all: ['talenthub', 'skills'] as const };

export async function getCatalogue() {
  return ((await api.get('talenthub/skills'))?.skills ?? []) as CatalogueSkill[];
}

export function useCatalogue() {
  return useQuery(queryOptions({ queryKey: catalogueKeys.all, queryFn: getCatalogue, retry: false }));
}

function useCatalogueMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.all }) });
}

export function useAddCatalogueSkill() {
  return useCatalogueMutation((v: { name: string; category: string }) => api.post('talenthub/skills', { body: v }));
}

export function useUpdateCatalogueSkill() {
  return useCatalogueMutation((v: { slug: string; name: string; category: string }) =>
    api.put('talenthub/skills/{skillSlug}', { path: { skillSlug: v.slug }, body: { name: v.name, category: v.category } }),
  );
}

export function useRemoveCatalogueSkill() {
  return useCatalogueMutation((slug: string) => api.delete('talenthub/skills/{skillSlug}', { path: { skillSlug: slug } }));
}
