import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { CenteredCard } from '../../components/centered-card';
import { useCreateFromInvite } from './api/create-from-invite';
import { useInviteStatus, type InviteStatus } from './api/get-invite-status';
import { AuthCardHeader } from './components/auth-card-header';
import { inviteSignupProblem } from './invite-signup-rules';
import { acceptInviteText, inviteStatusText, joinCompanyText, loggedInText, privacyCheckboxText, somethingWentWrongText } from './texts';

// AcceptInvitePage is /accept-invite/{inviteToken}: the invite's status
// decides between the signup form and a message (spec 4, 8). A signed-in
// person never gets here (the route is a guest page: on to /dashboard).
export function AcceptInvitePage() {
  const { inviteToken = '' } = useParams();
  const status = useInviteStatus(inviteToken);

  return (
    <CenteredCard>
      <AuthCardHeader title={acceptInviteText} />
      {status.isLoading && (
        <Stack sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress aria-label="Loading" />
        </Stack>
      )}
      {status.isError && <Alert severity="error">{status.error.message || somethingWentWrongText}</Alert>}
      {status.data && <InviteBody token={inviteToken} invite={status.data} />}
    </CenteredCard>
  );
}

function InviteBody({ token, invite }: { token: string; invite: InviteStatus }) {
  if (invite.invite_status === 'user_password_required') return <InviteSignupForm token={token} invite={invite} />;
  const text = inviteStatusText[invite.invite_status ?? 'invalid_token'];
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Alert severity={invite.invite_status === 'user_already_exists' ? 'info' : 'error'} sx={{ width: '100%' }}>
        {text}
      </Alert>
      <Button component={RouterLink} to="/login" variant="outlined">
        Go to login
      </Button>
    </Stack>
  );
}

function InviteSignupForm({ token, invite }: { token: string; invite: InviteStatus }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateFromInvite(token);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = inviteSignupProblem({ name, password, acceptedPrivacy: accepted });
    setProblem(found);
    if (found) return;
    // mutateAsync: once the session is stored the guard leaves this page.
    create.mutateAsync({ name: name.trim(), password, privacy_policy: accepted }).then(
      () => {
        enqueueSnackbar(loggedInText, { variant: 'success' });
        navigate('/dashboard', { replace: true });
      },
      (error: Error) => setProblem(error instanceof ApiError ? error.message : somethingWentWrongText),
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="p" sx={{ textAlign: 'center' }}>
            {joinCompanyText(invite.company_name ?? '')}
          </Typography>
          {invite.designation && (
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              {invite.designation}
            </Typography>
          )}
        </div>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField label="Email" value={invite.email ?? ''} disabled fullWidth />
        <TextField label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
        <TextField label="Password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
        <FormControlLabel control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />} label={privacyCheckboxText} />
        <Button type="submit" variant="contained" size="large" disabled={create.isPending} fullWidth>
          {create.isPending ? 'Please wait...' : 'Join'}
        </Button>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account? Login
        </Link>
      </Stack>
    </Box>
  );
}
