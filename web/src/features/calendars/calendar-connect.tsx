import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { usePermissions } from '../../api/queries/user-context';
import { useSnackbar } from '../../components/toasts';
import { useDisconnectCalendar } from './api/disconnect-calendar';
import { useCalendarConnections, type CalendarConnection, type CalendarProviderName } from './api/get-calendar-connections';
import { useConnectPopup, type ConnectPhase } from './use-connect-popup';
import {
  calendarIntroText,
  calendarText,
  cancelText,
  connectedText,
  connectText,
  disconnectedText,
  disconnectText,
  erroredText,
  loadFailedText,
  permissionsPages,
  resultText,
  retryText,
  revokeAccessText,
  revokeHintText,
  unavailableText,
  waitingText,
} from './texts';

const allProviders: CalendarProviderName[] = ['google', 'outlook'];

// CalendarConnect is the calendar connect widget (spec): Google and
// Outlook, the connected account and its state, disconnect, and a retry
// after a failed attempt. Shown to those who may connect a calendar.
export function CalendarConnect() {
  const { can, ready } = usePermissions();
  if (!ready || !can('calendars.connect')) return null;
  return <CalendarCard />;
}

function CalendarCard() {
  const connections = useCalendarConnections();
  const flow = useConnectPopup();
  // The disconnect lives here, not in the row it removes: a mutation's
  // callbacks do not run once its component has gone.
  const disconnect = useDisconnectCalendar();
  const { enqueueSnackbar } = useSnackbar();
  const connection = connections.data?.connections?.[0];
  function submitDisconnect(provider: CalendarProviderName) {
    disconnect.mutate(provider, {
      onSuccess: () => enqueueSnackbar(disconnectedText, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="calendar-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="calendar-heading">
            {calendarText}
          </Typography>
          <Typography color="text.secondary">{calendarIntroText}</Typography>
          {connections.isLoading && <CircularProgress aria-label="Loading" size={28} />}
          {connections.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void connections.refetch()}>
                  {retryText}
                </Button>
              }
            >
              {loadFailedText}
            </Alert>
          )}
          {connections.data && (
            <>
              {connection?.provider && (
                <ConnectionRow connection={connection} pending={disconnect.isPending} onDisconnect={() => submitDisconnect(connection.provider!)} />
              )}
              <Outcome phase={flow.phase} onRetry={(p) => void flow.start(p)} onCancel={flow.cancel} />
              {(!connection || connection.state === 'errored') && (
                <ProviderButtons
                  available={(name) => connections.data?.providers?.find((p) => p.name === name)?.available ?? false}
                  only={connection?.state === 'errored' ? connection.provider : undefined}
                  busy={flow.phase.kind === 'waiting'}
                  onConnect={(p) => void flow.start(p)}
                />
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ConnectionRow({ connection, pending, onDisconnect }: { connection: CalendarConnection; pending: boolean; onDisconnect: () => void }) {
  const provider = connection.provider!;
  const errored = connection.state === 'errored';
  return (
    <Stack spacing={1}>
      {errored ? (
        <Alert severity="error">
          <strong>{erroredText(provider)}</strong> ({connection.account_email}). {connection.error || revokeAccessText}.{' '}
          <Link href={connection.permissions_url || permissionsPages[provider]} target="_blank" rel="noreferrer" color="inherit">
            {revokeHintText(provider)}
          </Link>
          , then connect again.
        </Alert>
      ) : (
        <Alert severity="success">
          <strong>{connectedText(provider)}</strong>: {connection.account_email}
          {/* Which account this is, by the provider's own id: the address
              alone is set by the account's administrator (security review 3, L5). */}
          {connection.account_name || connection.account_id ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {connection.account_name}
              {connection.account_id ? ` · account ID ${connection.account_id}` : ''}
            </Typography>
          ) : null}
        </Alert>
      )}
      <Box>
        <Button variant="outlined" color="error" onClick={onDisconnect} disabled={pending}>
          {pending ? 'Please wait...' : disconnectText}
        </Button>
      </Box>
    </Stack>
  );
}

function ProviderButtons({
  available,
  only,
  busy,
  onConnect,
}: {
  available: (p: CalendarProviderName) => boolean;
  only?: CalendarProviderName;
  busy: boolean;
  onConnect: (p: CalendarProviderName) => void;
}) {
  const shown = only ? [only] : allProviders;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {shown.map((p) => {
        const on = available(p);
        const reason = `calendar-${p}-unavailable`;
        return (
          <Box key={p}>
            <Button variant="contained" onClick={() => onConnect(p)} disabled={!on || busy} aria-describedby={on ? undefined : reason}>
              {connectText(p)}
            </Button>
            {!on && (
              <Typography id={reason} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {unavailableText(p)}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

function Outcome({ phase, onRetry, onCancel }: { phase: ConnectPhase; onRetry: (p: CalendarProviderName) => void; onCancel: () => void }) {
  if (phase.kind === 'waiting') {
    return (
      <Alert
        severity="info"
        role="status"
        icon={<CircularProgress size={20} aria-hidden />}
        action={
          <Button color="inherit" size="small" onClick={onCancel}>
            {cancelText}
          </Button>
        }
      >
        {waitingText(phase.provider)}
      </Alert>
    );
  }
  if (phase.kind === 'failed' || (phase.kind === 'done' && phase.status !== 'success')) {
    const message = phase.kind === 'failed' ? phase.message : resultText(phase.status);
    const revoke = phase.kind === 'done' && phase.status === 'refresh_token_not_present';
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => onRetry(phase.provider)}>
            {retryText}
          </Button>
        }
      >
        {message}
        {revoke && (
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <Link href={permissionsPages[phase.provider]} target="_blank" rel="noreferrer" color="inherit">
              {revokeHintText(phase.provider)}
            </Link>
          </Box>
        )}
      </Alert>
    );
  }
  return null;
}
