import { useSnackbar } from '../components/toasts';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionEndedByLogout } from '../api/session';
import { useSession } from '../api/use-session';
import { decideAccess } from './access';
import { ForbiddenPage } from './error-pages';
import type { Access } from './route-table';

// Only a sign-in from the browser extension needs this screen.
const WandReturn = lazy(() => import('../features/auth/wand-return').then((module) => ({ default: module.WandReturn })));

export const pleaseLogInText = 'Please log in to continue!';

type Props = { access: Access; children: ReactNode };

// RouteGuard lets a person through to a screen by the route's access type.
export function RouteGuard({ access, children }: Props) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const decision = decideAccess(access, pathname, search, session, sessionEndedByLogout());
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'login':
      return decision.quiet ? <Navigate to={decision.to} replace /> : <LoginRedirect to={decision.to} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'wand-return':
      return (
        <Suspense fallback={null}>
          <WandReturn returnUrl={decision.returnUrl} />
        </Suspense>
      );
  }
}

function LoginRedirect({ to }: { to: string }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(pleaseLogInText, { variant: 'info', preventDuplicate: true });
  }, [enqueueSnackbar]);
  return <Navigate to={to} replace />;
}
