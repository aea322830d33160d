import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/centered-card';
import { TextInput } from '../../components/text-input';
import { useSnackbar } from '../../components/toasts';
import { useCandidateLogin } from './api/candidate-login';
import { useSendPasscode } from './api/send-passcode';
import { applicationSlugOf } from './return-url';
import {
  candidateLoginIntro,
  candidateLoginTitle,
  enterEmailText,
  enterPasscodeText,
  invalidUrlText,
  loggedInText,
  passcodeLabel,
  passcodeSentIntro,
  recruiterLoginText,
  recruiterPrompt,
  sendNewPasscodeText,
  sendPasscodeText,
  sendingText,
  signInText,
  signingInText,
  somethingWentWrongText,
  useAnotherEmailText,
} from './texts';

// CandidateLoginPage signs a candidate in from the link in their email: the
// returnUrl names the application (its last segment); the candidate asks
// for a passcode by email, types it, and goes back to returnUrl.
export function CandidateLoginPage() {
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const slug = applicationSlugOf(returnUrl);
  return (
    <CenteredCard>
      <Typography variant="overline" component="p" color="primary" sx={{ textAlign: 'center', fontWeight: 700, letterSpacing: 2 }}>
        Hirekit
      </Typography>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }} gutterBottom>
        {candidateLoginTitle}
      </Typography>
      {slug && returnUrl ? <PasscodeForm slug={slug} returnUrl={returnUrl} /> : <Alert severity="error">{invalidUrlText}</Alert>}
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        {recruiterPrompt}{' '}
        <Link component={RouterLink} to="/login">
          {recruiterLoginText}
        </Link>
      </Typography>
    </CenteredCard>
  );
}

function PasscodeForm({ slug, returnUrl }: { slug: string; returnUrl: string }) {
  const [email, setEmail] = useState('');
  const [passcode, setPasscode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [missing, setMissing] = useState('');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendPasscode();
  const login = useCandidateLogin();
  const fail = (error: Error) => enqueueSnackbar(error.message || somethingWentWrongText, { variant: 'error' });

  function requestPasscode(event?: FormEvent) {
    event?.preventDefault();
    const address = email.trim();
    if (!address) {
      setMissing(enterEmailText);
      return;
    }
    setMissing('');
    send.mutateAsync({ slug, email: address }).then((result) => {
      setSentTo(address);
      setNotice(result?.message ?? '');
      setPasscode('');
    }, fail);
  }

  function signIn(event: FormEvent) {
    event.preventDefault();
    const code = passcode.trim();
    if (!code) {
      setMissing(enterPasscodeText);
      return;
    }
    setMissing('');
    // mutateAsync: the session is stored before we leave for returnUrl.
    login.mutateAsync({ slug, email: sentTo ?? email.trim(), passcode: code }).then(() => {
      enqueueSnackbar(loggedInText, { variant: 'success' });
      navigate(returnUrl, { replace: true });
    }, fail);
  }

  if (sentTo === null) {
    return (
      <Box component="form" onSubmit={requestPasscode} noValidate>
        <Stack spacing={2}>
          <Typography color="text.secondary">{candidateLoginIntro}</Typography>
          <TextInput
            label="Email"
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
            {send.isPending ? sendingText : sendPasscodeText}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={signIn} noValidate>
      <Stack spacing={2}>
        {notice && (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        )}
        <Typography color="text.secondary">{passcodeSentIntro(sentTo)}</Typography>
        <TextInput
          label={passcodeLabel}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          value={passcode}
          onChange={(e) => setPasscode(e.target.value)}
          required
          fullWidth
          autoFocus
          error={Boolean(missing)}
          helperText={missing || undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth>
          {login.isPending ? signingInText : signInText}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Button size="small" onClick={() => setSentTo(null)}>
            {useAnotherEmailText}
          </Button>
          <Button size="small" onClick={() => requestPasscode()} disabled={send.isPending}>
            {send.isPending ? sendingText : sendNewPasscodeText}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
