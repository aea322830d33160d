import type { ReactNode } from 'react';
import { useUserContext } from '../api/queries/user-context';
import { smartSearchOnlyAllows } from './access';
import { ForbiddenPage } from './error-pages';

// SmartSearchOnlyGuard keeps the users of a company with
// ats.smart_search_only to the screens of its navigation (spec: Home and
// Smart search) and what those lead to; any other company screen answers
// 'You cannot access this page.'. Until the context is in, the screen
// shows: the flag shapes the product, the server's permissions guard the
// data.
export function SmartSearchOnlyGuard({ screen, children }: { screen: string; children: ReactNode }) {
  const smartSearchOnly = useUserContext().data?.feature_details?.ats?.smart_search_only ?? false;
  if (smartSearchOnly && !smartSearchOnlyAllows(screen)) return <ForbiddenPage />;
  return children;
}
