import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Tags = components['schemas']['Tags'];

// getTags reads the company's tags in id order, with the notice periods.
export function getTags(): Promise<Tags> {
  return get<Tags>('ats-tags', { order_by: 'id' });
}

export function useTags() {
  return useQuery({ queryKey: ['ats-tags'], queryFn: getTags, staleTime: 60_000 });
}
