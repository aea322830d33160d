import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Options = components['schemas']['Options'];

// listDepartments reads the company's departments as {value, title} options.
export function listDepartments(): Promise<Options> {
  return get<Options>('departments');
}

export function departmentsQueryOptions() {
  return queryOptions({ queryKey: ['departments'], queryFn: listDepartments, staleTime: 60_000 });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
