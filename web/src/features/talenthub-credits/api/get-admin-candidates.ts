import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

// The server sends every field (Go structs without omitempty).
export type AdminCandidate = Required<components['schemas']['HubAdminCandidate']>;

// getAdminCandidates is a page of talenthub candidates for operations,
// searched by username, name or email.
export async function getAdminCandidates(q: string, page: number) {
  const full = await api.getPage('talenthub/admin/candidates', { query: { q, page, per_page: 50 } });
  return { candidates: (full.data?.candidates ?? []) as AdminCandidate[], total: full.meta.total };
}

export const adminCandidatesKeys = { all: ['talenthub', 'admin', 'candidates'] as const };

export function useAdminCandidates(q: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...adminCandidatesKeys.all, q, page],
      queryFn: () => getAdminCandidates(q, page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
