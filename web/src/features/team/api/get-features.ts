import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Features = components['schemas']['Features'];

// getFeatures reads the company's feature flags by group.
export function getFeatures(): Promise<Features> {
  return get<Features>('company/features');
}

export const featuresQueryKey = ['team', 'features'] as const;

export function useFeatures() {
  return useQuery(queryOptions({ queryKey: featuresQueryKey, queryFn: getFeatures }));
}
