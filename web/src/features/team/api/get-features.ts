import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// getFeatures reads the company's feature flags by group.
export function getFeatures() {
  return api.get('company/features');
}

export const featuresQueryKey = ['team', 'features'] as const;

export function useFeatures() {
  return useQuery(queryOptions({ queryKey: featuresQueryKey, queryFn: getFeatures }));
}
