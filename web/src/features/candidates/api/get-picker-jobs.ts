import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Requisitions = components['schemas']['Requisitions'];

// getPickerJobs reads the jobs for pickers (open and live, unpaginated).
export function getPickerJobs(): Promise<Requisitions> {
  return get<Requisitions>('requisitions', { page: 'ats-agent-modal' });
}

export function usePickerJobs() {
  return useQuery({ queryKey: ['requisitions', 'ats-agent-modal'], queryFn: getPickerJobs, staleTime: 60_000 });
}
