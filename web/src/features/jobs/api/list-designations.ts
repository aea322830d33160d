import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Designations = components['schemas']['Designations'];

// listDesignations reads the company's designations (internal grades).
export function listDesignations(): Promise<Designations> {
  return get<Designations>('designations');
}

export function designationsQueryOptions() {
  return queryOptions({ queryKey: ['designations'], queryFn: listDesignations, staleTime: 60_000 });
}

export function useDesignations() {
  return useQuery(designationsQueryOptions());
}
