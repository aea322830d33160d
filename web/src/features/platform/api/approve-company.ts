import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { companiesQueryKey } from './list-companies';

export function approveCompany(id: number) {
  return api.post('admin/companies/{id}/approve', { path: { id } });
}

export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }) });
}
