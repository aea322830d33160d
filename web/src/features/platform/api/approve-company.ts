import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { companiesQueryKey } from './list-companies';

type AdminCompanyResult = components['schemas']['AdminCompanyResult'];

export function approveCompany(id: number): Promise<AdminCompanyResult> {
  return postJSON<AdminCompanyResult>(`admin/companies/${id}/approve`, {});
}

export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }) });
}
