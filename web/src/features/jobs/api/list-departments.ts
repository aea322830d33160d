import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Options = components['schemas']['Options'];

// listDepartments reads the company's departments as {value, title} options.
export function listDepartments() {
  return api.get('departments');
}

export function departmentsQueryOptions() {
  return queryOptions({ queryKey: ['departments'], queryFn: listDepartments, staleTime: 60_000 });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
