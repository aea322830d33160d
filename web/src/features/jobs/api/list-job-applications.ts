import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Applications = components['schemas']['Applications'];
export type ApplicationRow = components['schemas']['ApplicationRow'];

// jobToken is the navigation_token of one job's candidates: base64url of
// {"requisitions":[id]} behind "v1." (the server's canonical form).
export function jobToken(requisitionId: number): string {
  const json = JSON.stringify({ requisitions: [requisitionId] });
  const b64 = btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `v1.${b64}`;
}

// listJobApplications reads the newest 100 applications of a job with the
// count of every state, for the pipeline board.
export function listJobApplications(requisitionId: number) {
  return getPage<Applications>('candidate-applications', {
    navigation_token: jobToken(requisitionId),
    per_page: 100,
    with_state_counts: true,
  });
}

export function jobApplicationsQueryOptions(requisitionId: number) {
  return queryOptions({
    queryKey: ['candidate-applications', 'job', requisitionId],
    queryFn: () => listJobApplications(requisitionId),
  });
}

export function useJobApplications(requisitionId: number) {
  return useQuery(jobApplicationsQueryOptions(requisitionId));
}
