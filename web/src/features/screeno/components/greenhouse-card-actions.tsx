import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useDisconnectIntegration } from '../api/disconnect-integration';
import { useGreenhouseStatus } from '../api/get-greenhouse-status';
import { greenhouseTexts as t } from '../greenhouse-texts';
import { useCanScreen } from '../use-can-screen';
import { errorText, GreenhouseWizard } from './greenhouse-wizard';

// GreenhouseCardActions is the Greenhouse card's part of
// /screeno/integrations: Connect opens the wizard (only with a verified
// email and an approved company); once connected, the user the key acts
// for and Disconnect, which asks first.
export function GreenhouseCardActions({ status }: { status: string | undefined }) {
  const [wizard, setWizard] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const connected = status === 'connected';
  const connection = useGreenhouseStatus();
  const disconnect = useDisconnectIntegration();
  const can = useCanScreen();
  const { enqueueSnackbar } = useSnackbar();

  function openWizard() {
    if (!can.verified || !can.approved) {
      enqueueSnackbar(t.verifyEmail, { variant: 'error' });
      return;
    }
    setWizard(true);
  }

  function submitDisconnect() {
    disconnect.mutate('greenhouse', {
      onSuccess: () => {
        setConfirm(false);
        enqueueSnackbar(t.disconnected, { variant: 'success' });
      },
      onError: (e) => enqueueSnackbar(errorText(e), { variant: 'error' }),
    });
  }

  const user = connection.data?.user;
  return (
    <>
      {!connected && connection.data?.status === 'errored' && (
        <Typography variant="body2" color="error" sx={{ px: 1 }}>
          {t.errored}
        </Typography>
      )}
      {connected && user && (
        <Typography variant="body2" sx={{ px: 1 }}>
          {t.actingAs(user)}
        </Typography>
      )}
      {connected ? (
        <Button color="error" onClick={() => setConfirm(true)}>
          {t.disconnect}
        </Button>
      ) : (
        <Button variant="contained" onClick={openWizard}>
          {t.connect}
        </Button>
      )}
      <GreenhouseWizard open={wizard} onClose={() => setWizard(false)} />
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="greenhouse-disconnect-title">
        <DialogTitle id="greenhouse-disconnect-title">{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t.cancel}</Button>
          <Button color="error" variant="contained" onClick={submitDisconnect} disabled={disconnect.isPending}>
            {t.disconnect}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
