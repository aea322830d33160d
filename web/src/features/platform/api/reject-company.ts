import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { companiesQueryKey } from './list-companies';

export function rejectCompany(id: number) {
  return api.post('admin/companies/{id}/reject', { path: { id } });
}

export function useRejectCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }) });
}
