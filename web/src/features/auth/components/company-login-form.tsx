import { Box, Button, Checkbox, FormControlLabel, Link, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isCandidate } from '../../../api/session';
import { homePath, productLineOf, registerPath } from '../../../lib/product-line';
import { safeReturnUrl } from '../../../lib/return-url';
import { sessionFromLogin, useLogin } from '../api/login';

export const loggedInText = 'Successfully logged in!';

export function CompanyLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const loginMutation = useLogin();
  const line = productLineOf(pathname);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = { admin: params.get('admin') ?? undefined, company_id: params.get('company_id') ?? undefined };
    const input = { email, password, remember_me: rememberMe };
    loginMutation.mutate(
      { input, query },
      {
        onSuccess: (result) => {
          enqueueSnackbar(loggedInText, { variant: 'success' });
          const home = isCandidate(sessionFromLogin(result)) ? '/talenthub/dashboard' : homePath[line];
          navigate(safeReturnUrl(params.get('returnUrl')) ?? home, { replace: true });
        },
        onError: (error) => enqueueSnackbar(error.message || 'Something went wrong', { variant: 'error' }),
      },
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <FormControlLabel control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />} label="Remember me" />
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={loginMutation.isPending} fullWidth>
          Login
        </Button>
        <Link component={RouterLink} to={registerPath[line]} variant="body2" sx={{ textAlign: 'center' }}>
          Create an account
        </Link>
      </Stack>
    </Box>
  );
}
