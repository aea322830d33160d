import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import type { EmailPreferences } from './api/keys';
import { useOwnPreferences, useSaveOwnPreferences } from './api/own-preferences';
import { useSaveTokenPreferences, useTokenPreferences } from './api/token-preferences';
import { PreferencesForm } from './preferences-form';
import { texts } from './texts';
import { YourData } from './your-data';

// Frame is the page; the mailed link's page is the whole document (its own
// main landmark), the signed-in one sits in the app's shell.
function Frame({ children, standalone = false }: { children: ReactNode; standalone?: boolean }) {
  return (
    <Box component={standalone ? 'main' : 'div'} sx={{ width: '100%', maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Box>
  );
}

function Loading() {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <CircularProgress aria-label={texts.loading} />
    </Box>
  );
}

function PreferencesCard({ prefs, save, saving }: { prefs: EmailPreferences; save: (off: string[]) => Promise<unknown>; saving: boolean }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="email-kinds-title">
      <CardContent>
        <Typography id="email-kinds-title" variant="h6" component="h2">
          {texts.forAddress(prefs.email ?? '')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {texts.intro}
        </Typography>
        <PreferencesForm prefs={prefs} save={save} saving={saving} />
      </CardContent>
    </Card>
  );
}

// EmailPreferencesPage is /talenthub/email-preferences (signed in: the
// candidate's own address, and "Your data") and
// /talenthub/email-preferences/{unsubscribeToken} (the mailed link, no
// sign-in: only the address it names).
export function EmailPreferencesPage() {
  const { unsubscribeToken } = useParams();
  return unsubscribeToken === undefined ? <OwnPreferences /> : <TokenPreferences token={unsubscribeToken} />;
}

function OwnPreferences() {
  const prefs = useOwnPreferences(true);
  const save = useSaveOwnPreferences();
  return (
    <Frame>
      {prefs.isPending ? <Loading /> : null}
      {prefs.isError ? <Alert severity="error">{prefs.error instanceof ApiError ? prefs.error.message : texts.loadError}</Alert> : null}
      {prefs.data ? (
        <>
          <PreferencesCard prefs={prefs.data} save={(off) => save.mutateAsync(off)} saving={save.isPending} />
          <YourData username={prefs.data.username ?? ''} />
        </>
      ) : null}
    </Frame>
  );
}

function TokenPreferences({ token }: { token: string }) {
  const prefs = useTokenPreferences(token);
  const save = useSaveTokenPreferences(token);
  const invalid = token === '' || (prefs.error instanceof ApiError && prefs.error.status === 404);
  return (
    <Frame standalone>
      {invalid ? (
        <Alert severity="error">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {texts.invalidLink}
          </Typography>
          <Button variant="outlined" color="inherit" size="small" component={RouterLink} to="/talenthub/login">
            {texts.signIn}
          </Button>
        </Alert>
      ) : null}
      {!invalid && prefs.isPending ? <Loading /> : null}
      {!invalid && prefs.isError ? <Alert severity="error">{texts.loadError}</Alert> : null}
      {prefs.data ? <PreferencesCard prefs={prefs.data} save={(off) => save.mutateAsync(off)} saving={save.isPending} /> : null}
    </Frame>
  );
}
