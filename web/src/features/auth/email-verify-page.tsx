import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/toasts';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CenteredCard } from '../../components/centered-card';
import { useVerifyEmail } from './api/verify-email';
import { AuthCardHeader } from './components/auth-card-header';
import { emailVerifiedText, somethingWentWrongText, verifyingText } from './texts';

// EmailVerifyPage verifies the mailed token once on load and goes to
// /dashboard; a used or bad link shows the server's text.
export function EmailVerifyPage() {
  const { verifyToken = '' } = useParams();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  // A token works once: never send it twice (StrictMode runs effects twice).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(verifyToken, {
      onSuccess: () => {
        // Drop the cached user details, so the frame reads them afresh and
        // meanwhile trusts the updated session (no stale banner).
        queryClient.removeQueries();
        enqueueSnackbar(emailVerifiedText, { variant: 'success' });
        navigate('/dashboard', { replace: true });
      },
    });
  }, [mutate, verifyToken, queryClient, enqueueSnackbar, navigate]);

  return (
    <CenteredCard>
      <AuthCardHeader title="Verify email" />
      {verify.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Alert severity="error" sx={{ width: '100%' }}>
            {verify.error.message || somethingWentWrongText}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined">
            Go to login
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress aria-label={verifyingText} />
          <Typography color="text.secondary">{verifyingText}</Typography>
        </Stack>
      )}
    </CenteredCard>
  );
}
