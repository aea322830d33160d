import type { RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from './error-pages';
import { RouteGuard } from './route-guard';
import { routeTable } from './route-table';
import { renderScreen } from './screens';

export type RouteHandle = { screen: string };

// routes turns the route table into React Router routes; the catch-all shows
// the 404 page and the error boundary the 500 page.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      ...routeTable.map((entry) => ({
        path: entry.path,
        handle: { screen: entry.screen } satisfies RouteHandle,
        element: <RouteGuard access={entry.access}>{renderScreen(entry)}</RouteGuard>,
      })),
      { path: '*', handle: { screen: 'not-found' } satisfies RouteHandle, element: <NotFoundPage /> },
    ],
  },
];
