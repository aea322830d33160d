import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Visibility = components['schemas']['HubVisibility'];

// getVisibility is the signed-in candidate's visibility settings: listed,
// the public sections, and the profile's and its card's URLs.
export async function getVisibility() {
  return (await api.get('talenthub/candidate/visibility'))?.visibility;
}

export const visibilityQueryKey = ['talenthub', 'visibility'] as const;

export function useVisibility() {
  return useQuery(queryOptions({ queryKey: visibilityQueryKey, queryFn: getVisibility }));
}
