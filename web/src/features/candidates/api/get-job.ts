import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type RequisitionResult = components['schemas']['RequisitionResult'];

// getJob reads one job with its screening questions.
export function getJob(id: number): Promise<RequisitionResult> {
  return get<RequisitionResult>(`requisitions/${id}`);
}

export function useJob(id: number | undefined) {
  return useQuery({ queryKey: ['requisitions', id], queryFn: () => getJob(id!), enabled: id !== undefined });
}
