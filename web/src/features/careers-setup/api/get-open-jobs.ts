import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Jobs = components['schemas']['CareersJobs'];

// getOpenJobs reads the company's live jobs as its careers page lists them
// (for the preview).
export function getOpenJobs(companySlug: string): Promise<Jobs> {
  return api.get('requisitions/get-open-requisitions', { query: { company_slug: companySlug } });
}

export function useOpenJobs(companySlug: string | undefined) {
  return useQuery(
    queryOptions({ queryKey: ['careers-setup', 'jobs', companySlug], queryFn: () => getOpenJobs(companySlug ?? ''), enabled: !!companySlug }),
  );
}
