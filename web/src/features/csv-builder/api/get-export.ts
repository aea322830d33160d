import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Wire = components['schemas']['Export'];

// Export is an export with every field present.
export type Export = Required<Wire>;

export function full(w: Wire): Export {
  return {
    slug: w.slug ?? '',
    kind: w.kind ?? 'candidates',
    format: w.format ?? 'csv',
    status: w.status ?? 'queued',
    rows_done: w.rows_done ?? 0,
    rows_total: w.rows_total ?? 0,
    filename: w.filename ?? '',
    error: w.error ?? '',
    created_at: w.created_at ?? '',
    expires_at: w.expires_at ?? '',
  };
}

export const exportKeys = {
  one: (slug: string) => ['exports', slug] as const,
};

// underWay says whether an export is still being written.
export function underWay(x: Export | undefined): boolean {
  return x?.status === 'queued' || x?.status === 'running';
}

// useExport reads an export, again every second while it is written.
export function useExport(slug: string | undefined) {
  return useQuery({
    queryKey: exportKeys.one(slug ?? ''),
    queryFn: () => api.get('exports/{slug}', { path: { slug: slug ?? '' } }).then(full),
    enabled: !!slug,
    retry: false,
    refetchInterval: (query) => (underWay(query.state.data) ? 1000 : false),
  });
}
