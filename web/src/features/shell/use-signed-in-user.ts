import { useEffect } from 'react';
import { updateSession } from '../../api/session';
import { useSession } from '../../api/use-session';
import { useUserContext } from '../../api/queries/user-context';

export type SignedInUser = {
  name: string;
  email: string;
  emailVerified: boolean;
  companyName: string;
};

// useSignedInUser is the user as the server last described them, falling
// back to the stored session while that answer is loading or failed. The
// session learns a verification made elsewhere (another device), so the
// banner does not flash on the next visit.
export function useSignedInUser() {
  const session = useSession();
  const query = useUserContext();
  const user = query.data?.user;
  const serverVerified = user?.email_verified;
  const sessionVerified = session?.emailVerified;

  useEffect(() => {
    if (serverVerified !== undefined && sessionVerified !== undefined && serverVerified !== sessionVerified) {
      updateSession({ emailVerified: serverVerified });
    }
  }, [serverVerified, sessionVerified]);

  const signedIn: SignedInUser = {
    name: user?.name || session?.name || '',
    email: user?.email || session?.email || '',
    emailVerified: serverVerified ?? sessionVerified ?? true,
    companyName: user?.company_name ?? '',
  };
  return { user: signedIn, isLoading: query.isLoading };
}
