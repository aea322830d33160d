import { styled } from '@mui/material/styles';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

// Toasts (spec: at most 3 at once, hidden after 4000 ms, bottom centre) are
// notistack's, loaded with the first toast: no screen needs them to paint,
// so the first screen does not download them.

type Toast = { message: SnackbarMessage; options?: OptionsObject };

const pending: Toast[] = [];
let show: ((toast: Toast) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// enqueueSnackbar shows a toast: at once when notistack is in, else as soon
// as it has loaded.
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject) {
  if (show) return show({ message, options });
  pending.push({ message, options });
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

// useSnackbar has the shape of notistack's hook.
export function useSnackbar() {
  return { enqueueSnackbar };
}

// Each variant's background carries white text at 4.5:1 or more (WCAG AA);
// notistack's own green, orange and blue do not.
const variantColours = { success: '#2e7d32', error: '#c62828', warning: '#b45309', info: '#0277bd' };

const NotistackHost = lazy(async () => {
  const notistack = await import('notistack');
  const Content = styled(notistack.MaterialDesignContent)(
    Object.fromEntries(Object.entries(variantColours).map(([variant, colour]) => [`&.notistack-MuiContent-${variant}`, { backgroundColor: colour }])),
  );
  const components = { default: Content, success: Content, error: Content, warning: Content, info: Content };
  function Host() {
    // The provider below is constructed before this effect runs, so its
    // enqueueSnackbar is live here.
    useEffect(() => {
      show = ({ message, options }) => notistack.enqueueSnackbar(message, options);
      pending.splice(0).forEach(show);
      return () => {
        show = null;
      };
    }, []);
    return <notistack.SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} Components={components} />;
  }
  return { default: Host };
});

// ToastHost holds the toasts once the first one is asked for.
export function ToastHost() {
  const on = useSyncExternalStore(subscribe, () => wanted, () => false);
  return on ? (
    <Suspense fallback={null}>
      <NotistackHost />
    </Suspense>
  ) : null;
}
