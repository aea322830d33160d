import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { components } from '../types.gen';

export type Department = components['schemas']['Option'];

// departmentKeys: a job names its department (a new title adds one); the
// job form and recruitment setup show their titles, analytics filters by
// their ids.
export const departmentKeys = { all: ['departments'] as const };

// listDepartments reads the company's departments as options: the title as
// value and title, and the id.
export function listDepartments() {
  return api.get('departments');
}

export function departmentsQueryOptions() {
  return queryOptions({ queryKey: departmentKeys.all, queryFn: listDepartments, staleTime: 60_000 });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
