import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../components/status-page';

export const notFoundText = 'Page not found';
export const forbiddenText = 'You cannot access this page.';
export const serverErrorText =
  'Something went wrong, we are working on fixing this as soon as possible. Please contact us if the issue persists.';

export function NotFoundPage() {
  return <StatusPage code={404} message={notFoundText} />;
}

export function ForbiddenPage() {
  return <StatusPage code={403} message={forbiddenText} />;
}

export function ServerErrorPage() {
  return <StatusPage code={500} message={serverErrorText} />;
}

// RouteErrorPage is the router's error boundary: a thrown 404 or 403 response
// shows its own page, anything else the 500 page.
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  return <ServerErrorPage />;
}
