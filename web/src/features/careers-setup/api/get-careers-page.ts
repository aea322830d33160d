import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type CareersPage = components['schemas']['CareersPage'];

// getCareersPage reads the company's careers page settings (admins).
export function getCareersPage(): Promise<CareersPage> {
  return api.get('company/careers-page');
}

export const careersPageKey = ['careers-setup', 'page'] as const;

export function useCareersPage() {
  return useQuery(queryOptions({ queryKey: careersPageKey, queryFn: getCareersPage }));
}
