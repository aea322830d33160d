import { useSnackbar } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isCandidate } from '../api/session';
import { useSession } from '../api/use-session';
import { loginRedirect, productLineOf } from '../lib/product-line';
import { ForbiddenPage } from './error-pages';
import type { Access } from './route-table';

export const pleaseLogInText = 'Please log in to continue!';

type Props = { access: Access; children: ReactNode };

// RouteGuard lets a person through to a screen by the route's access type.
export function RouteGuard({ access, children }: Props) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (access === 'public') return children;
  if (!session) return <LoginRedirect to={loginRedirect(pathname, search)} />;
  const line = productLineOf(pathname);
  const candidate = isCandidate(session);
  if (candidate && (line === 'screeno' || line === 'wand')) return <Navigate to="/talenthub/dashboard" replace />;
  if (candidate && access === 'protected') return <ForbiddenPage />;
  return children;
}

function LoginRedirect({ to }: { to: string }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(pleaseLogInText, { variant: 'info', preventDuplicate: true });
  }, [enqueueSnackbar]);
  return <Navigate to={to} replace />;
}
