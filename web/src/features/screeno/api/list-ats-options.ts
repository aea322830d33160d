import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type AtsProvider = components['schemas']['FetchATSRequest']['external_ats_provider'] & string;
export type AtsJob = components['schemas']['ATSJob'];
export type AtsOption = components['schemas']['ATSOption'];

// listAtsJobs reads a connected ATS's jobs for the fetch form.
export function listAtsJobs(provider: AtsProvider) {
  return api.get('screeno/integrations/list-jobs', { query: { ats_provider: provider } });
}

// listAtsStages reads the stages of one of its jobs.
export function listAtsStages(provider: AtsProvider, jobId: string) {
  return api.get('screeno/integrations/list-stages', { query: { ats_provider: provider, ats_job_id: jobId } });
}

// listAtsSources reads its candidate sources (Lever's are text).
export function listAtsSources(provider: AtsProvider) {
  return api.get('screeno/integrations/list-sources', { query: { ats_provider: provider } });
}

export const atsQueryKey = ['screeno', 'ats'] as const;

export function atsJobsQueryOptions(provider: AtsProvider) {
  return queryOptions({ queryKey: [...atsQueryKey, provider, 'jobs'], queryFn: () => listAtsJobs(provider) });
}

export function useAtsJobs(provider: AtsProvider) {
  return useQuery(atsJobsQueryOptions(provider));
}

export function useAtsStages(provider: AtsProvider, jobId: string | null) {
  return useQuery({
    queryKey: [...atsQueryKey, provider, 'stages', jobId],
    queryFn: () => listAtsStages(provider, jobId ?? ''),
    enabled: !!jobId,
  });
}

export function useAtsSources(provider: AtsProvider) {
  return useQuery({ queryKey: [...atsQueryKey, provider, 'sources'], queryFn: () => listAtsSources(provider) });
}
