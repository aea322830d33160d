import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';

// renderApp mounts the whole app at a URL and returns where it is now, so a
// test can read where a redirect ended. strict wraps it in StrictMode as
// main.tsx does (effects run twice).
export function renderApp(url: string, { strict = false } = {}) {
  const where = { current: url };
  function LocationProbe() {
    const location = useLocation();
    where.current = location.pathname + location.search;
    return null;
  }
  const app = (
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { view, location: () => where.current };
}

// renderInApp mounts one component inside the app's providers and a
// router, without the route table or the shell: a feature's screen tested
// on its own.
export function renderInApp(node: ReactNode, url = '/') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </AppProviders>,
  );
}
