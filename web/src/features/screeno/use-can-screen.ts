import { useSession } from '../../api/use-session';
import { useUserContext } from '../../api/queries/user-context';

// useCanScreen says whether the tool works for the signed-in user (spec: a
// verified email and an approved company), as the server last said, else
// as the stored session says.
export function useCanScreen(): { verified: boolean; approved: boolean; ready: boolean } {
  const session = useSession();
  const account = useUserContext();
  const user = account.data?.user;
  return {
    verified: user?.email_verified ?? session?.emailVerified ?? false,
    approved: user?.company_approved ?? session?.companyApproved ?? false,
    ready: !account.isLoading,
  };
}
