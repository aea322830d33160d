import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { requisitionsQueryKey } from './list-requisitions';

export type Requisition = components['schemas']['Requisition'];
export type RequisitionResult = components['schemas']['RequisitionResult'];

// getRequisition reads one job with its locations, people and questions; a
// job the caller may not see answers 404.
export function getRequisition(id: string): Promise<RequisitionResult> {
  return get<RequisitionResult>(`requisitions/${encodeURIComponent(id)}`);
}

export const requisitionQueryKey = (id: string) => [...requisitionsQueryKey, 'one', id] as const;

export function requisitionQueryOptions(id: string) {
  return queryOptions({ queryKey: requisitionQueryKey(id), queryFn: () => getRequisition(id) });
}

export function useRequisition(id: string) {
  return useQuery(requisitionQueryOptions(id));
}
