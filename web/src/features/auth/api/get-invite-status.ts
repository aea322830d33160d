import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type InviteStatus = components['schemas']['InviteStatus'];

// getInviteStatus says what an invite token leads to.
export function getInviteStatus(token: string) {
  return api.get('invite-status', { query: { token } });
}

export function useInviteStatus(token: string) {
  return useQuery(queryOptions({ queryKey: ['auth', 'invite-status', token], queryFn: () => getInviteStatus(token) }));
}
