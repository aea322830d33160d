import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// getSkills is the catalogue the filter and Post Job choose from.
export async function getSkills() {
  return (await api.get('talenthub/skills'))?.skills ?? [];
}

export function useSkills() {
  return useQuery(queryOptions({ queryKey: ['talenthub', 'skills'], queryFn: getSkills, staleTime: 10 * 60_000, retry: false }));
}
