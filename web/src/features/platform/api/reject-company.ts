import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { companiesQueryKey } from './list-companies';

type AdminCompanyResult = components['schemas']['AdminCompanyResult'];

export function rejectCompany(id: number): Promise<AdminCompanyResult> {
  return postJSON<AdminCompanyResult>(`admin/companies/${id}/reject`, {});
}

export function useRejectCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }) });
}
