import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';

export type HubApplication = NonNullable<Data<'talenthub/candidate/applications'>['applications']>[number];

export function getApplications() {
  return api.get('talenthub/candidate/applications');
}

export const applicationsKeys = { all: ['talenthub', 'candidate', 'applications'] as const };

export function applicationsQueryOptions() {
  return queryOptions({ queryKey: applicationsKeys.all, queryFn: getApplications });
}

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
