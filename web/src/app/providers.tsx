import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../components/toasts';
import { theme } from './theme';

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

type Props = { children: ReactNode; queryClient?: QueryClient };

// AppProviders wraps the app: MUI theme, TanStack Query and the toasts.
// The theme goes through MUI System's ThemeProvider, which is what
// @mui/material's does for a theme without CSS variables (ours): the
// material one also imports the CSS-variables provider and its colour-scheme
// script (~3 kB gzip on every first screen, docs/decisions.md).
export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? newQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
