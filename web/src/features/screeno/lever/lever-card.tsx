import {
  Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/toasts';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { integrationsQueryKey } from '../api/get-integrations-status';
import { ProviderLogo } from '../components/provider-logo';
import {
  leverGiveUpMs, leverPollMs, leverPopupName, leverTexts, startLeverConnect, takeLeverResult,
} from './lever-api';

const popupFeatures = 'popup,width=520,height=680';
// Where a Lever admin removes Hirekit's grant (the hint of
// refresh_token_not_present).
const leverPermissionsUrl = 'https://hire.lever.co/settings/integrations';

// LeverCard is the Lever card of /screeno/integrations: Connect opens the
// consent popup and polls every second for the return page's status;
// connected shows Disconnect (with a confirmation); errored offers to
// connect again.
export function LeverCard({ status }: { status: string | undefined }) {
  const [waiting, setWaiting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [revokeHint, setRevokeHint] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const disconnect = useDisconnectIntegration();

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
    setWaiting(false);
  }, []);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const connect = async () => {
    stop();
    // Opened inside the click so pop-up blockers let it through.
    const popup = window.open('', leverPopupName, popupFeatures);
    if (!popup) {
      enqueueSnackbar('Please allow pop-ups for this site', { variant: 'error' });
      return;
    }
    setWaiting(true);
    let url: string | null | undefined;
    let transactionId = '';
    try {
      const started = await startLeverConnect();
      url = started?.redirect_url;
      transactionId = started?.transaction_id ?? '';
    } catch (e) {
      popup.close();
      stop();
      enqueueSnackbar(e instanceof Error && e.message ? e.message : leverTexts.jwt_error, { variant: 'error' });
      return;
    }
    if (!url || !transactionId) {
      popup.close();
      stop();
      enqueueSnackbar(leverTexts.jwt_error, { variant: 'error' });
      return;
    }
    popup.location.href = url;
    const since = Date.now();
    timer.current = window.setInterval(() => {
      const result = takeLeverResult(transactionId);
      if (result) {
        stop();
        try {
          popup.close();
        } catch {
          // Already gone.
        }
        enqueueSnackbar(leverTexts[result], { variant: result === 'success' ? 'success' : 'error' });
        setRevokeHint(result === 'refresh_token_not_present');
        void queryClient.invalidateQueries({ queryKey: integrationsQueryKey });
      } else if (Date.now() - since > leverGiveUpMs) {
        stop();
      }
    }, leverPollMs);
  };

  const confirmDisconnect = () =>
    disconnect.mutate('lever', {
      onSuccess: () => {
        setConfirming(false);
        enqueueSnackbar('Successfully disconnected!', { variant: 'success' });
      },
      onError: (e) => enqueueSnackbar(e.message || leverTexts.jwt_error, { variant: 'error' }),
    });

  const connected = status === 'connected';
  const errored = status === 'errored';
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="integration-lever">
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <ProviderLogo provider="lever" />
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Lever
          </Typography>
        </Box>
        {connected && <Chip size="small" color="success" label="Connected" />}
        {errored && <Chip size="small" color="error" label="Errored" />}
        {!connected && !errored && <Chip size="small" variant="outlined" label={waiting ? 'Connecting…' : 'Not connected'} />}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {errored
            ? 'Lever refused the connection. Connect again (a Lever Super Admin authorizes for the whole account).'
            : 'Fetch candidates of a Lever posting, by stage and source.'}
        </Typography>
        {revokeHint && !connected && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Please revoke access and try again: remove Hirekit in{' '}
            <Link href={leverPermissionsUrl} target="_blank" rel="noopener noreferrer">
              Lever's integration settings
            </Link>
            , then connect again.
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {!connected && (
          <Button onClick={() => void connect()} disabled={waiting}>
            {errored ? 'Retry' : 'Connect'}
          </Button>
        )}
        {(connected || errored) && (
          <Button color="error" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        )}
      </CardActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="lever-disconnect-title">
        <DialogTitle id="lever-disconnect-title">Disconnect Lever?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Hirekit will no longer fetch candidates from Lever. Candidates already fetched stay in screening.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="error" onClick={confirmDisconnect} disabled={disconnect.isPending}>
            Disconnect
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
