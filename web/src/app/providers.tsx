import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { theme } from './theme';

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

type Props = { children: ReactNode; queryClient?: QueryClient };

// AppProviders wraps the app: MUI theme, TanStack Query and toasts
// (spec: at most 3 at once, hidden after 4000 ms, bottom centre).
export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? newQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
