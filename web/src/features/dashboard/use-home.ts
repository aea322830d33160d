import { useSession } from '../../api/use-session';
import { usePermissions } from '../../api/queries/user-context';
import { useDashboard } from './api/dashboard';

// useHome is what both Home pages read: the user's name and id, whether
// they may see Home's data, and the data.
export function useHome() {
  const session = useSession();
  const { can, ready, query: context } = usePermissions();
  const allowed = can('dashboard.view');
  // refers: an employee, whose Home is their referrals.
  const refers = can('referrals.view_own');
  const dashboard = useDashboard(allowed);
  const name = context.data?.user?.name || session?.name || '';
  const company = context.data?.user?.company_name ?? '';
  const userId = context.data?.user?.id ?? session?.userId ?? 0;
  return { name, company, userId, allowed, refers, ready, contextLoading: context.isLoading, dashboard };
}
