import { Box, Button, Link, Stack, TextField } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CenteredCard } from '../../components/centered-card';
import { useResetPassword } from './api/reset-password';
import { AuthCardHeader } from './components/auth-card-header';
import { passwordSetText, passwordsShouldMatchText, somethingWentWrongText } from './texts';

// ResetPasswordPage sets a new password from the mailed link, then sends the
// user to /login.
export function ResetPasswordPage() {
  const { resetPasswordToken = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const reset = useResetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    reset.mutate(
      { password, reset_password_token: resetPasswordToken },
      {
        onSuccess: () => {
          enqueueSnackbar(passwordSetText, { variant: 'success' });
          navigate('/login', { replace: true });
        },
        onError: (error) => enqueueSnackbar(error.message || somethingWentWrongText, { variant: 'error' }),
      },
    );
  }

  return (
    <CenteredCard>
      <AuthCardHeader title="Reset password" />
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setMismatch(false);
            }}
            required
            fullWidth
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              setMismatch(false);
            }}
            error={mismatch}
            helperText={mismatch ? passwordsShouldMatchText : undefined}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending} fullWidth>
            {reset.isPending ? 'Please wait...' : 'Submit'}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ textAlign: 'center' }}>
            Login now
          </Link>
        </Stack>
      </Box>
    </CenteredCard>
  );
}
