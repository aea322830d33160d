import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadingBar } from '../components/loading-bar';
import { NotFoundPage } from './error-pages';

// The path of the document the server sent: a route whose page the server
// writes itself (the talenthub profile, /talenthub/{username}) only reaches
// the app when the server did not take it (a reserved word such as
// /talenthub/admin), and loading it again would loop.
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

// ServerPage makes a full page load of a URL the server renders (client-side
// navigation to it would find no screen), or shows the 404 page when the
// server already handed this very URL to the app.
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const handedToApp = pathname === documentPath;
  useEffect(() => {
    if (!handedToApp) window.location.assign(pathname + search + hash);
  }, [handedToApp, pathname, search, hash]);
  return handedToApp ? <NotFoundPage /> : <LoadingBar />;
}
