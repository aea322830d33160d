import { Navigate } from 'react-router';
import { isCandidate } from '../api/session';
import { useSession } from '../api/use-session';

// RootRedirect sends "/" to the home of whoever is logged in, else to /login.
export function RootRedirect() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <Navigate to={isCandidate(session) ? '/talenthub/dashboard' : '/dashboard'} replace />;
}
