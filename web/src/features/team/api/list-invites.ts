import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Invite = components['schemas']['Invite'];
export type InviteKind = NonNullable<Invite['kind']>;

// listInvites reads the company's pending invites of one kind.
export function listInvites(kind: InviteKind) {
  return api.get('invites', { query: { kind } });
}

export const invitesQueryKey = ['team', 'invites'] as const;

export function useInvites(kind: InviteKind) {
  return useQuery(queryOptions({ queryKey: [...invitesQueryKey, kind], queryFn: () => listInvites(kind) }));
}
