import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { CenteredCard } from '../../components/centered-card';
import { useForgotPassword } from './api/forgot-password';
import { AuthCardHeader } from './components/auth-card-header';
import { resetMailSentText, somethingWentWrongText } from './texts';

// ForgotPasswordPage mails a reset link. The spec's failure text is always
// 'Something went wrong' (the server answers the same for unknown emails).
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { enqueueSnackbar } = useSnackbar();
  const forgot = useForgotPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: () => enqueueSnackbar(resetMailSentText, { variant: 'success' }),
        onError: () => enqueueSnackbar(somethingWentWrongText, { variant: 'error' }),
      },
    );
  }

  return (
    <CenteredCard>
      <AuthCardHeader title="Forgot password" />
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        Enter your email and we will send you a link to set a new password.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={forgot.isPending || email.trim() === ''} fullWidth>
            {forgot.isPending ? 'Please wait...' : 'Submit'}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ textAlign: 'center' }}>
            Back to login
          </Link>
        </Stack>
      </Box>
    </CenteredCard>
  );
}
