import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { components } from '../types.gen';

export type Designation = components['schemas']['Designation'];

// designationKeys: the team page changes designations, the job form and the
// invite dialog offer them.
export const designationKeys = { all: ['designations'] as const };

// listDesignations reads the company's designations (internal grades).
export function listDesignations() {
  return api.get('designations');
}

export function designationsQueryOptions() {
  return queryOptions({ queryKey: designationKeys.all, queryFn: listDesignations, staleTime: 60_000 });
}

export function useDesignations() {
  return useQuery(designationsQueryOptions());
}
