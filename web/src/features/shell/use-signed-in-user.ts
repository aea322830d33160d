import { useSession } from '../../api/use-session';
import { useUnreadCount } from './api/get-unread-count';

export type SignedInUser = {
  name: string;
  email: string;
  emailVerified: boolean;
  companyName: string;
};

// useSignedInUser is the user as the server last described them, falling
// back to the stored session while that answer is loading or failed.
export function useSignedInUser() {
  const session = useSession();
  const query = useUnreadCount();
  const user = query.data?.user;
  const signedIn: SignedInUser = {
    name: user?.name || session?.name || '',
    email: user?.email || session?.email || '',
    emailVerified: user?.email_verified ?? session?.emailVerified ?? true,
    companyName: user?.company_name ?? '',
  };
  return { user: signedIn, isLoading: query.isLoading };
}
