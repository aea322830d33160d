import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../api/use-session';
import { CenteredCard } from '../../components/centered-card';
import { LoadingBar } from '../../components/loading-bar';
import { TextInput } from '../../components/text-input';
import { useSnackbar } from '../../components/toasts';
import { safeReturnUrl } from '../../lib/return-url';
import { useSignInOptions } from './api/get-sign-in-options';
import { useHubRegister } from './api/register';
import { useSendCode } from './api/send-code';
import { GoogleButton } from './components/google-button';
import { HubCardHeader } from './components/hub-card-header';
import { dropHeldGoogleToken, takeHeldGoogleToken } from './google';
import { keepReferral } from './referral';
import { afterSignIn, hubRole, loginPath, messageOf } from './sign-in-done';
import {
  acceptTermsLabel,
  acceptTermsText,
  codeLabel,
  codeSentIntro,
  createAccountText,
  creatingText,
  emailLabel,
  enterCodeText,
  enterEmailText,
  enterNameText,
  enterUsernameText,
  googleSignedInAs,
  haveAccountText,
  nameLabel,
  noAccountFoundText,
  orText,
  registerIntro,
  registerTitle,
  sendCodeText,
  sendingText,
  sendNewCodeText,
  usernameHelp,
  usernameLabel,
  welcomeText,
} from './texts';

type Errors = Partial<Record<'email' | 'code' | 'name' | 'username' | 'terms', string>>;

// TalenthubRegisterPage serves /talenthub/register: a username, a name and
// the terms, with the email proved by Google (a token held from the login
// page's 404, or the Google button here) or by an emailed code. The spec's
// checks come first: terms, then the username.
export function TalenthubRegisterPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  // A candidate already signed in when the page opens goes on; a sign-in
  // made here navigates itself (after sending the kept referral).
  const session = useSession();
  const [signedInAtStart] = useState(() => Boolean(session?.roles.includes(hubRole)));
  const options = useSignInOptions();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const register = useHubRegister();
  const send = useSendCode();
  const [google] = useState(takeHeldGoogleToken);
  const codeFromLogin = (location.state as { code?: string } | null)?.code ?? '';
  const [email, setEmail] = useState(google?.email ?? params.get('email') ?? '');
  const [codeSent, setCodeSent] = useState(Boolean(codeFromLogin));
  const [code, setCode] = useState(codeFromLogin);
  const [name, setName] = useState(google?.name ?? '');
  const [username, setUsername] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => keepReferral(location.search), [location.search]);

  if (signedInAtStart && !google) {
    return <Navigate to={returnUrl ?? '/talenthub/dashboard'} replace />;
  }

  // change sets a field and clears its message: fixed, it says no more.
  function change<T>(field: keyof Errors, set: (value: T) => void, value: T) {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function requestCode() {
    const address = email.trim();
    if (!address) {
      setErrors({ email: enterEmailText });
      return;
    }
    setErrors({});
    send.mutateAsync({ email: address }).then(
      () => setCodeSent(true),
      (error: unknown) => enqueueSnackbar(messageOf(error), { variant: 'error' }),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!terms) found.terms = acceptTermsText;
    if (!username.trim()) found.username = enterUsernameText;
    if (!google && !email.trim()) found.email = enterEmailText;
    if (!google && !code.trim()) found.code = enterCodeText;
    if (!name.trim()) found.name = enterNameText;
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      enqueueSnackbar(first, { variant: 'error' });
      return;
    }
    const proof = google ? { access_token: google.idToken, nonce: google.nonce, picture_url: google.picture } : { code: code.trim() };
    register
      .mutateAsync({ ...proof, email: google?.email ?? email.trim(), name: name.trim(), username: username.trim(), accept_terms: true })
      .then(
        async () => {
          dropHeldGoogleToken();
          enqueueSnackbar(welcomeText, { variant: 'success' });
          navigate(await afterSignIn(google?.returnUrl ?? returnUrl), { replace: true });
        },
        (error: unknown) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            const fe = error.fieldErrors;
            setErrors({ username: fe.username?.[0], name: fe.name?.[0], email: fe.email?.[0] });
          }
          enqueueSnackbar(messageOf(error), { variant: 'error' });
        },
      );
  }

  const offered = options.data?.google;
  return (
    <CenteredCard>
      <HubCardHeader title={registerTitle} intro={registerIntro} />
      {options.isPending ? (
        <LoadingBar />
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {(google || codeFromLogin) && (
              <Alert severity="info" role="status">
                {google ? googleSignedInAs(google.email) : noAccountFoundText}
              </Alert>
            )}
            {!google && offered && (
              <>
                <GoogleButton google={offered} intent="register" returnUrl={returnUrl} email={email.trim()} />
                <Divider>{orText}</Divider>
              </>
            )}
            {!google && (
              <>
                <TextInput
                  label={emailLabel}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => change('email', setEmail, e.target.value)}
                  disabled={Boolean(codeFromLogin)}
                  required
                  fullWidth
                  error={Boolean(errors.email)}
                  helperText={errors.email}
                />
                {codeSent ? (
                  <>
                    {!codeFromLogin && <Typography color="text.secondary">{codeSentIntro(email.trim())}</Typography>}
                    {!codeFromLogin && (
                      <TextInput
                        label={codeLabel}
                        autoComplete="one-time-code"
                        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
                        value={code}
                        onChange={(e) => change('code', setCode, e.target.value)}
                        required
                        fullWidth
                        error={Boolean(errors.code)}
                        helperText={errors.code}
                      />
                    )}
                    {!codeFromLogin && (
                      <Button size="small" onClick={requestCode} disabled={send.isPending} sx={{ alignSelf: 'flex-end' }}>
                        {send.isPending ? sendingText : sendNewCodeText}
                      </Button>
                    )}
                  </>
                ) : (
                  <Button variant="outlined" onClick={requestCode} disabled={send.isPending} fullWidth>
                    {send.isPending ? sendingText : sendCodeText}
                  </Button>
                )}
              </>
            )}
            {(google || codeSent) && (
              <>
                <TextInput
                  label={nameLabel}
                  autoComplete="name"
                  value={name}
                  onChange={(e) => change('name', setName, e.target.value)}
                  required
                  fullWidth
                  error={Boolean(errors.name)}
                  helperText={errors.name}
                />
                <TextInput
                  label={usernameLabel}
                  autoComplete="username"
                  value={username}
                  onChange={(e) => change('username', setUsername, e.target.value)}
                  required
                  fullWidth
                  inputProps={{ autoCapitalize: 'none', spellCheck: false, maxLength: 30 }}
                  error={Boolean(errors.username)}
                  helperText={errors.username ?? usernameHelp}
                />
                <Box>
                  <FormControlLabel
                    control={<Checkbox checked={terms} onChange={(e) => change('terms', setTerms, e.target.checked)} />}
                    label={acceptTermsLabel}
                  />
                  {errors.terms && <FormHelperText error>{errors.terms}</FormHelperText>}
                </Box>
                <Button type="submit" variant="contained" size="large" disabled={register.isPending} fullWidth>
                  {register.isPending ? creatingText : createAccountText}
                </Button>
              </>
            )}
          </Stack>
        </Box>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={loginPath(returnUrl)}>
          {haveAccountText}
        </Link>
      </Box>
    </CenteredCard>
  );
}
