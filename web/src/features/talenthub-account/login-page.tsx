import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../api/use-session';
import { CenteredCard } from '../../components/centered-card';
import { LoadingBar } from '../../components/loading-bar';
import { TextInput } from '../../components/text-input';
import { useSnackbar } from '../../components/toasts';
import { safeReturnUrl } from '../../lib/return-url';
import { useSignInOptions } from './api/get-sign-in-options';
import { useHubLogin } from './api/login';
import { useSendCode } from './api/send-code';
import { GoogleButton } from './components/google-button';
import { HubCardHeader } from './components/hub-card-header';
import { holdGoogleToken, readGoogleReturn } from './google';
import { keepReferral } from './referral';
import { afterSignIn, hubRole, messageOf, registerPath } from './sign-in-done';
import {
  codeLabel,
  codeSentIntro,
  enterCodeText,
  enterEmailText,
  googleHint,
  loggedInText,
  loggingInText,
  logInText,
  loginIntro,
  loginTitle,
  noAccountText,
  orText,
  recruiterLoginText,
  recruiterPrompt,
  sendCodeText,
  sendingText,
  sendNewCodeText,
  somethingWentWrongText,
  useAnotherEmailText,
  emailLabel,
} from './texts';

// TalenthubLoginPage serves /talenthub/login: Google when the server offers
// it, the emailed code always. A 404 (no account) goes to registration with
// the email kept; success goes to returnUrl or the dashboard (spec 4). It
// is also where Google returns with the ID token.
export function TalenthubLoginPage() {
  const [params] = useSearchParams();
  const { search, hash } = useLocation();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  // A candidate already signed in when the page opens goes on; a sign-in
  // made here navigates itself (after sending the kept referral).
  const session = useSession();
  const [signedInAtStart] = useState(() => Boolean(session?.roles.includes(hubRole)));
  const options = useSignInOptions();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const login = useHubLogin();
  const handled = useRef(false);
  const [googleBusy, setGoogleBusy] = useState(() => hash.includes('id_token=') || hash.includes('error='));

  useEffect(() => keepReferral(search), [search]);

  // Google's answer arrives in the fragment: read it once.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const back = readGoogleReturn(hash);
    if (back === null) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (back === 'failed') {
      setGoogleBusy(false);
      enqueueSnackbar(somethingWentWrongText, { variant: 'error' });
      return;
    }
    const target = back.returnUrl ?? returnUrl;
    login.mutateAsync({ email: back.email, access_token: back.idToken, nonce: back.nonce }).then(
      async () => {
        enqueueSnackbar(loggedInText, { variant: 'success' });
        navigate(await afterSignIn(target), { replace: true });
      },
      (error: unknown) => {
        setGoogleBusy(false);
        if (error instanceof ApiError && error.status === 404) {
          holdGoogleToken({ ...back, returnUrl: target });
          navigate(registerPath(back.email, target), { replace: true });
          return;
        }
        enqueueSnackbar(messageOf(error), { variant: 'error' });
      },
    );
  }, [hash, returnUrl, login, navigate, enqueueSnackbar]);

  if (signedInAtStart && !googleBusy) {
    return <Navigate to={returnUrl ?? '/talenthub/dashboard'} replace />;
  }

  const google = options.data?.google;
  return (
    <CenteredCard>
      <HubCardHeader title={loginTitle} intro={loginIntro} />
      {googleBusy || options.isPending ? (
        <LoadingBar />
      ) : (
        <Stack spacing={2}>
          {google && (
            <>
              <GoogleButton google={google} intent="login" returnUrl={returnUrl} />
              <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                {googleHint}
              </Typography>
              <Divider>{orText}</Divider>
            </>
          )}
          <CodeLogin returnUrl={returnUrl} />
        </Stack>
      )}
      <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={registerPath('', returnUrl)}>
          {noAccountText}
        </Link>
        <Typography variant="body2">
          {recruiterPrompt}{' '}
          <Link component={RouterLink} to="/login">
            {recruiterLoginText}
          </Link>
        </Typography>
      </Stack>
    </CenteredCard>
  );
}

// CodeLogin is the emailed-code sign-in: an email, then the code.
function CodeLogin({ returnUrl }: { returnUrl: string | null }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [missing, setMissing] = useState('');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendCode();
  const login = useHubLogin();
  const fail = (error: unknown) => enqueueSnackbar(messageOf(error), { variant: 'error' });

  function requestCode(event?: FormEvent) {
    event?.preventDefault();
    const address = email.trim();
    if (!address) {
      setMissing(enterEmailText);
      return;
    }
    setMissing('');
    send.mutateAsync({ email: address }).then((result) => {
      setSentTo(address);
      setNotice(result?.message ?? '');
      setCode('');
    }, fail);
  }

  function logIn(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value || !sentTo) {
      setMissing(enterCodeText);
      return;
    }
    setMissing('');
    login.mutateAsync({ email: sentTo, code: value }).then(
      async () => {
        enqueueSnackbar(loggedInText, { variant: 'success' });
        navigate(await afterSignIn(returnUrl), { replace: true });
      },
      (error: unknown) => {
        // No account yet: the right code registers one (it stays unused).
        if (error instanceof ApiError && error.status === 404) {
          navigate(registerPath(sentTo, returnUrl), { state: { code: value } });
          return;
        }
        fail(error);
      },
    );
  }

  if (sentTo === null) {
    return (
      <Box component="form" onSubmit={requestCode} noValidate>
        <Stack spacing={2}>
          <TextInput
            label={emailLabel}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
            error={Boolean(missing)}
            helperText={missing || undefined}
          />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending} fullWidth>
            {send.isPending ? sendingText : sendCodeText}
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={logIn} noValidate>
      <Stack spacing={2}>
        {notice && (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        )}
        <Typography color="text.secondary">{codeSentIntro(sentTo)}</Typography>
        <TextInput
          label={codeLabel}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
          fullWidth
          autoFocus
          error={Boolean(missing)}
          helperText={missing || undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth>
          {login.isPending ? loggingInText : logInText}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Button size="small" onClick={() => setSentTo(null)}>
            {useAnotherEmailText}
          </Button>
          <Button size="small" onClick={() => requestCode()} disabled={send.isPending}>
            {send.isPending ? sendingText : sendNewCodeText}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
