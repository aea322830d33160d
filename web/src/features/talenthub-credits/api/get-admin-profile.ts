import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type AdminTagging = components['schemas']['HubTagging'];

// getAdminProfile is a candidate's whole profile for the review of its
// skills.
export async function getAdminProfile(id: number) {
  return await api.get('talenthub/admin/review-taggings/{talenthubCandidateId}', { path: { talenthubCandidateId: id } });
}

export const adminProfileKey = (id: number) => ['talenthub', 'admin', 'review-taggings', id] as const;

export function useAdminProfile(id: number) {
  return useQuery(queryOptions({ queryKey: adminProfileKey(id), queryFn: () => getAdminProfile(id), retry: false, enabled: id > 0 }));
}
