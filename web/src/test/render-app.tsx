import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

// renderApp mounts the whole app at a URL and returns its router, so a test
// can read where a redirect ended. strict wraps it in StrictMode as main.tsx
// does (effects run twice).
export function renderApp(url: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, view, location };
}
