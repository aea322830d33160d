import { useQuery } from '@tanstack/react-query';
import { userContextQueryOptions } from '../../api/queries/user-context';
import { isCandidate, type Session } from '../../api/session';

// usePlatformAdmin says whether the signed-in company-side user may manage
// the platform, read from the server's context (its permissions), never
// from a role name. A candidate's session asks nothing: the context is a
// company user's.
export function usePlatformAdmin(session: Session | null): { admin: boolean; ready: boolean } {
  const asked = !!session && !isCandidate(session);
  const query = useQuery({ ...userContextQueryOptions(), enabled: asked });
  const held = query.data?.user?.permissions ?? [];
  return { admin: asked && held.includes('platform.manage'), ready: !asked || query.isSuccess || query.isError };
}
