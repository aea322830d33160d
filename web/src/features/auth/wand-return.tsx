import { Box, CircularProgress, Typography } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { readSession } from '../../api/session';
import { wandReturnUrl } from './api/wand-return-url';
import { somethingWentWrongText } from './texts';

// WandReturn sends a signed-in user back to the browser extension that
// asked for the sign-in, with the token appended by the server; a refused
// address stays in the app at /wand.
export function WandReturn({ returnUrl }: { returnUrl: string }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = readSession()?.token ?? '';
    wandReturnUrl(returnUrl, token).then(
      ({ url }) => (url ? window.location.assign(url) : navigate('/wand', { replace: true })),
      (error: Error) => {
        enqueueSnackbar(error.message || somethingWentWrongText, { variant: 'error' });
        navigate('/wand', { replace: true });
      },
    );
  }, [returnUrl, navigate, enqueueSnackbar]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', gap: 2 }}>
      <CircularProgress aria-label="Signing in" />
      <Typography>Returning to the extension...</Typography>
    </Box>
  );
}
