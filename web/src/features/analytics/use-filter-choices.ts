import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { departmentsQueryOptions } from '../../api/queries/departments';
import { requisitionKeys, type RequisitionsQuery } from '../../api/queries/requisitions';
import { sourcesQueryOptions } from '../../api/queries/sources';
import { useUsers } from '../../api/queries/users';
import { vocabularyQueryOptions } from '../../api/queries/vocabulary';

export type Choice<T> = { value: T; label: string };

export type FilterChoices = {
  jobs: Choice<number>[];
  departments: Choice<number>[];
  sources: Choice<string>[];
  recruiters: Choice<number>[];
};

// Every job the caller sees, closed ones too (a report looks back), in one
// unpaginated list: the spreadsheet view (capped by the server).
const allJobs: RequisitionsQuery = { page: 'spreadsheet_view' };

function allJobsQueryOptions() {
  return queryOptions({ queryKey: requisitionKeys.list(allJobs), queryFn: () => api.get('requisitions', { query: allJobs }), staleTime: 60_000 });
}

// useFilterChoices loads what the explorer's filters offer, each only when
// the picked metric takes it: jobs, departments (by id), sources and the
// people who may recruit for a job, deactivated ones too.
export function useFilterChoices(wanted: { jobs: boolean; departments: boolean; sources: boolean; recruiters: boolean }): FilterChoices {
  const jobs = useQuery({ ...allJobsQueryOptions(), enabled: wanted.jobs }).data?.requisitions;
  const departments = useQuery({ ...departmentsQueryOptions(), enabled: wanted.departments }).data?.options;
  const sources = useQuery({ ...sourcesQueryOptions(), enabled: wanted.sources }).data?.sources;
  const recruiterRoles = useQuery({ ...vocabularyQueryOptions(), enabled: wanted.recruiters }).data?.job_people?.recruiters ?? [];
  const users = useUsers({ roles: recruiterRoles, include_inactive: true }, wanted.recruiters && recruiterRoles.length > 0).data?.users;
  return useMemo(
    () => ({
      jobs: (jobs ?? []).map((j) => ({ value: j.id ?? 0, label: j.title ?? '' })),
      departments: (departments ?? []).filter((d) => d.id).map((d) => ({ value: d.id ?? 0, label: d.title ?? '' })),
      sources: (sources ?? []).map((s) => ({ value: s.value ?? '', label: s.title ?? s.value ?? '' })),
      recruiters: (users ?? []).map((u) => ({ value: u.id ?? 0, label: u.name || u.email || '' })),
    }),
    [jobs, departments, sources, users],
  );
}
