import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Designation = components['schemas']['Designation'];
type Designations = components['schemas']['Designations'];

export function listDesignations(): Promise<Designations> {
  return get<Designations>('designations');
}

export const designationsQueryKey = ['team', 'designations'] as const;

export function useDesignations() {
  return useQuery(queryOptions({ queryKey: designationsQueryKey, queryFn: listDesignations }));
}
