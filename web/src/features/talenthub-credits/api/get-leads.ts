import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

// The server sends every field (Go structs without omitempty).
export type LeadRequest = Required<components['schemas']['HubLeadRequest']>;
export type Lead = Omit<Required<components['schemas']['HubLead']>, 'requests'> & { requests: LeadRequest[] };

// getLeads is the companies that asked for a callback or wrote to
// support, the most recent first.
export async function getLeads() {
  return ((await api.get('talenthub/admin/get-leads'))?.leads ?? []) as Lead[];
}

export const leadsQueryKey = ['talenthub', 'admin', 'leads'] as const;

export function useLeads() {
  return useQuery(queryOptions({ queryKey: leadsQueryKey, queryFn: getLeads, retry: false }));
}
