import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../components/toasts';
import { theme } from './theme';

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

type Props = { children: ReactNode; queryClient?: QueryClient };

// AppProviders wraps the app: MUI theme, TanStack Query and the toasts.
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
