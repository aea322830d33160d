import { Alert, Button } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useResendVerification } from '../api/resend-verification';
import { resendEmailText, verificationSentText, verifyEmailText } from '../texts';

// VerificationBanner asks a user with an unverified email to verify it and
// offers to mail the link again.
export function VerificationBanner({ email }: { email: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const resend = useResendVerification();

  function send() {
    resend.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(verificationSentText, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  }

  return (
    <Alert
      severity="warning"
      square
      sx={{ alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={send} disabled={resend.isPending} sx={{ whiteSpace: 'nowrap' }}>
          {resendEmailText}
        </Button>
      }
    >
      {verifyEmailText(email)}
    </Alert>
  );
}
