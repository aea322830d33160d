import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../client';
import type { components } from '../types.gen';

export type Requisition = components['schemas']['Requisition'];
export type RequisitionSummary = components['schemas']['RequisitionSummary'];
export type RequisitionAction = components['schemas']['RequisitionAction'];

// RequisitionsQuery is a page of jobs (page and per_page), states, words of
// the title; page may also name an unpaginated view (ats-agent-modal).
export type RequisitionsQuery = Query<'requisitions'>;

// requisitionKeys are the cache keys of jobs: every job query sits under
// all, so a change to one job refreshes the lists, the pickers and the job.
export const requisitionKeys = {
  all: ['requisitions'] as const,
  list: (query: RequisitionsQuery) => [...requisitionKeys.all, 'list', query] as const,
  one: (id: number) => [...requisitionKeys.all, 'one', id] as const,
};

// listRequisitions reads the jobs the caller may see, with counts per state.
export function listRequisitions(query: RequisitionsQuery) {
  return api.getPage('requisitions', { query });
}

export function requisitionsQueryOptions(query: RequisitionsQuery) {
  return queryOptions({ queryKey: requisitionKeys.list(query), queryFn: () => listRequisitions(query), placeholderData: keepPreviousData });
}

export function useRequisitions(query: RequisitionsQuery) {
  return useQuery(requisitionsQueryOptions(query));
}

// pickerJobsQuery are the jobs for pickers: open and live, unpaginated.
const pickerJobsQuery: RequisitionsQuery = { page: 'ats-agent-modal' };

export function pickerJobsQueryOptions() {
  return queryOptions({ queryKey: requisitionKeys.list(pickerJobsQuery), queryFn: () => api.get('requisitions', { query: pickerJobsQuery }), staleTime: 60_000 });
}

export function usePickerJobs() {
  return useQuery(pickerJobsQueryOptions());
}

// getRequisition reads one job with its locations, people, questions and
// what the caller may do with it (allowed_actions); a job the caller may
// not see answers 404.
export function getRequisition(id: number) {
  return api.get('requisitions/{id}', { path: { id } });
}

export function requisitionQueryOptions(id: number) {
  return queryOptions({ queryKey: requisitionKeys.one(id), queryFn: () => getRequisition(id) });
}

export function useRequisition(id: number | undefined) {
  return useQuery({ ...requisitionQueryOptions(id ?? 0), enabled: id !== undefined });
}
