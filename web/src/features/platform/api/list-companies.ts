import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type AdminCompany = components['schemas']['AdminCompany'];

// listCompanies reads every company of the install, newest first.
export function listCompanies(page: number, perPage: number) {
  return api.getPage('admin/companies', { query: { page, per_page: perPage } });
}

export const companiesQueryKey = ['platform', 'companies'] as const;

export function useCompanies(page: number, perPage: number) {
  return useQuery(
    queryOptions({ queryKey: [...companiesQueryKey, page, perPage], queryFn: () => listCompanies(page, perPage), placeholderData: keepPreviousData }),
  );
}
