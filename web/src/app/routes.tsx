import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage, ScreenErrorBoundary } from './error-pages';
import { RouteGuard } from './route-guard';
import { routeTable } from './route-table';
import { renderScreen } from './screens';

export type RouteHandle = { screen: string };

// routes turns the route table into React Router routes; the catch-all shows
// the 404 page.
export const routes: RouteObject[] = [
  ...routeTable.map((entry) => ({
    path: entry.path,
    handle: { screen: entry.screen } satisfies RouteHandle,
    element: <RouteGuard access={entry.access}>{renderScreen(entry)}</RouteGuard>,
  })),
  { path: '*', handle: { screen: 'not-found' } satisfies RouteHandle, element: <NotFoundPage /> },
];

// AppRoutes shows the screen of the URL, or the 500 page when it throws. The
// app uses the declarative router (BrowserRouter): it loads nothing before a
// screen, so the data router's loaders and actions would be code the first
// screen downloads for nothing.
export function AppRoutes() {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary pathname={pathname}>{useRoutes(routes)}</ScreenErrorBoundary>;
}
