import { Autocomplete, Box, Button, Card, CardContent, CircularProgress, Container, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/toasts';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { clearSession } from '../../api/session';
import { useChangePassword } from './api/change-password';
import { useProfile, type Profile } from './api/get-profile';
import { useSignOutEverywhere } from './api/sign-out-everywhere';
import { useUpdateProfile } from './api/update-profile';
import {
  newPasswordsShouldMatchText,
  passwordChangedText,
  profileSavedText,
  profileText,
  signedOutEverywhereText,
  signOutEverywhereText,
} from './texts';
import { timeZones } from './time-zones';

// ProfilePage is /profile: name and time zone, the calendar connection
// (a slot src/app fills), password change and 'Sign out everywhere'.
export function ProfilePage({ calendar }: { calendar?: ReactNode }) {
  const profile = useProfile();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {profileText}
      </Typography>
      {profile.isLoading && <CircularProgress aria-label="Loading" />}
      {profile.data && (
        <Stack spacing={3} sx={{ maxWidth: 640 }}>
          <DetailsCard profile={profile.data} />
          {calendar}
          <PasswordCard />
          <SignOutCard />
        </Stack>
      )}
    </Container>
  );
}

function DetailsCard({ profile }: { profile: Profile }) {
  const [name, setName] = useState(profile.name ?? '');
  const [timeZone, setTimeZone] = useState(profile.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone);
  const zones = useMemo(() => timeZones(timeZone), [timeZone]);
  const update = useUpdateProfile();
  const { enqueueSnackbar } = useSnackbar();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { name: name.trim(), time_zone: timeZone },
      {
        onSuccess: () => enqueueSnackbar(profileSavedText, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  }

  return (
    <Card variant="outlined">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Details
          </Typography>
          <TextField label="Email" value={profile.email ?? ''} disabled fullWidth />
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
          <Autocomplete
            options={zones}
            value={timeZone}
            disableClearable
            onChange={(_, value) => setTimeZone(value)}
            renderInput={(params) => <TextField {...params} label="Time zone" />}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {update.isPending ? 'Please wait...' : 'Save'}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useChangePassword();
  const { enqueueSnackbar } = useSnackbar();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (next !== confirm) {
      setMismatch(true);
      return;
    }
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          enqueueSnackbar(passwordChangedText, { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  }

  return (
    <Card variant="outlined">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Change password
          </Typography>
          <TextField label="Current password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} fullWidth />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => {
              setNext(e.target.value);
              setMismatch(false);
            }}
            fullWidth
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              setMismatch(false);
            }}
            error={mismatch}
            helperText={mismatch ? newPasswordsShouldMatchText : undefined}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending || current === '' || next === ''}>
              {change.isPending ? 'Please wait...' : 'Change password'}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function SignOutCard() {
  const signOut = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  function submit() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        clearSession('logout');
        queryClient.clear();
        enqueueSnackbar(signedOutEverywhereText, { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {signOutEverywhereText}
          </Typography>
          <Typography color="text.secondary">Ends every session of your account, on this device and all others.</Typography>
          <Button variant="outlined" color="error" onClick={submit} disabled={signOut.isPending}>
            {signOutEverywhereText}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
