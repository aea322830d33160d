import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

// The server sends every field (Go structs without omitempty).
export type ProfileReport = Required<components['schemas']['HubProfileReport']>;
export type ReportedProfile = Omit<Required<components['schemas']['HubReportedProfile']>, 'reports'> & { reports: ProfileReport[] };

// getReportedProfiles is a page of reported profiles, grouped per
// profile: open ones (status open) or every one reported (all).
export async function getReportedProfiles(status: 'open' | 'all', page: number) {
  const full = await api.getPage('talenthub/admin/reports', { query: { status, page, per_page: 20 } });
  return { profiles: (full.data?.profiles ?? []) as ReportedProfile[], total: full.meta.total };
}

export const reportedProfilesKeys = { all: ['talenthub', 'admin', 'reports'] as const };

export function useReportedProfiles(status: 'open' | 'all', page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...reportedProfilesKeys.all, status, page],
      queryFn: () => getReportedProfiles(status, page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

// useDismissReports closes a profile's open reports without acting on it.
export function useDismissReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => api.post('talenthub/admin/reports/{username}/dismiss', { path: { username } }),
    onSettled: () => client.invalidateQueries({ queryKey: reportedProfilesKeys.all }),
  });
}
