import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type AuditEntry = components['schemas']['AuditEntry'];
export type DataRequest = components['schemas']['DataRequest'];
export type RetentionRule = components['schemas']['RetentionRule'];

export const privacyKeys = {
  all: ['privacy'] as const,
  retention: ['privacy', 'retention'] as const,
  requests: ['privacy', 'requests'] as const,
  audit: (page: number) => ['privacy', 'audit', page] as const,
};

export function useRetention() {
  return useQuery({ queryKey: privacyKeys.retention, queryFn: () => api.get('company/retention') });
}

export function useDataRequests() {
  return useQuery({ queryKey: privacyKeys.requests, queryFn: () => api.get('company/data-requests', { query: {} }) });
}

export function useAuditLog(page: number) {
  return useQuery({ queryKey: privacyKeys.audit(page), queryFn: () => api.getPage('company/audit-log', { query: { page, per_page: 20 } }) });
}

function useInvalidating<T, R>(fn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.all }) });
}

export const useSetRetention = () =>
  useInvalidating((months: number) => api.put('company/retention', { body: { closed_after_months: months } }));
export const useFulfilRequest = () => useInvalidating((id: number) => api.post('company/data-requests/{id}/fulfil', { path: { id } }));
export const useDeclineRequest = () => useInvalidating((id: number) => api.post('company/data-requests/{id}/decline', { path: { id } }));

export const useRequestData = () =>
  useMutation({
    mutationFn: (body: { company_slug: string; email: string; kind: 'export' | 'erase'; website: string }) => api.post('data-requests', { body }),
  });
export const useVerifyDataRequest = () => useMutation({ mutationFn: (token: string) => api.post('data-requests/verify', { body: { token } }) });
