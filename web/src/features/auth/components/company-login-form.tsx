import { Box, Button, Link } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useSnackbar } from '../../../components/toasts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isCandidate } from '../../../api/session';
import { productLineOf, registerPath } from '../../../lib/product-line';
import { signedInHome, wandReturnTarget } from '../../../lib/signed-in-home';
import { useLogin } from '../api/login';
import { sessionFromAuth } from '../../../lib/session-from-auth';
import { LoginField } from './login-field';
import { loggedInText, somethingWentWrongText } from '../texts';

// CheckboxLabel is "Remember me": the browser's checkbox in the theme's
// colour, where MUI's Checkbox would bring SwitchBase, its icons and
// FormControlLabel (~4 kB gzip) to the first screen (docs/decisions.md).
const CheckboxLabel = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  '& input': { width: 18, height: 18, margin: '12px 13px 12px 1px', accentColor: theme.palette.primary.main, cursor: 'pointer' },
}));

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
    // A platform admin's /login?admin=1&company_id= passes on to the API.
    const admin = params.get('admin');
    const companyId = params.get('company_id');
    const query = { admin: admin === null ? undefined : ['1', 'true'].includes(admin), company_id: companyId ? Number(companyId) : undefined };
    const input = { email, password, remember_me: rememberMe };
    // mutateAsync, not mutate's callbacks: once the session is stored the
    // route guard leaves this page, and callbacks of an unmounted form never run.
    loginMutation.mutateAsync({ input, query }).then(
      (result) => {
        enqueueSnackbar(loggedInText, { variant: 'success' });
        const candidate = isCandidate(sessionFromAuth(result));
        // An extension's return address is handled by the route guard,
        // which asks the server for the URL with the token.
        if (wandReturnTarget(pathname, params.get('returnUrl'))) return;
        navigate(signedInHome(pathname, params.get('returnUrl'), candidate), { replace: true });
      },
      (error: Error) => enqueueSnackbar(error.message || somethingWentWrongText, { variant: 'error' }),
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LoginField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <LoginField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <CheckboxLabel>
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            Remember me
          </CheckboxLabel>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={loginMutation.isPending} fullWidth>
          Login
        </Button>
        <Link component={RouterLink} to={registerPath[line]} variant="body2" sx={{ textAlign: 'center' }}>
          Create an account
        </Link>
      </Box>
    </Box>
  );
}
