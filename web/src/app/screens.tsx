import type { ReactNode } from 'react';
import { PlaceholderPage } from '../components/placeholder-page';
import { LoginPage } from '../features/auth/login-page';
import { RootRedirect } from './root-redirect';
import type { RouteEntry } from './route-table';

// Screens that exist; every other screen is a placeholder until its issue lands.
const screens: Record<string, () => ReactNode> = {
  root: () => <RootRedirect />,
  login: () => <LoginPage />,
};

export function renderScreen(entry: RouteEntry): ReactNode {
  const screen = screens[entry.screen];
  return screen ? screen() : <PlaceholderPage title={entry.title} />;
}
