import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { usePermissions } from '../../api/queries/user-context';
import { useSnackbar } from '../../components/toasts';
import { saveFile } from '../../lib/save-file';
import { texts } from './texts';

// CandidatePrivacyActions are the candidate page's Export data and Erase
// candidate buttons, for those who manage personal data (superusers).
export function CandidatePrivacyActions({ slug }: { slug: string }) {
  const { can } = usePermissions();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const fail = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });
  const exportData = useMutation({
    mutationFn: () => api.getFile('candidate-applications/{slug}/personal-data', { path: { slug } }),
    onSuccess: (f) => saveFile(f.blob, f.filename),
    onError: fail,
  });
  const erase = useMutation({
    mutationFn: () => api.post('candidate-applications/{slug}/erase', { path: { slug } }),
    onSuccess: () => {
      setConfirming(false);
      enqueueSnackbar(texts.erased, { variant: 'success' });
      void client.invalidateQueries();
    },
    onError: fail,
  });
  if (!can('privacy.manage')) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      <Button size="small" variant="outlined" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
        {texts.exportData}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {texts.eraseCandidate}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="erase-title">
        <DialogTitle id="erase-title">{texts.eraseTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.eraseWarning}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{texts.cancel}</Button>
          <Button color="error" variant="contained" disabled={erase.isPending} onClick={() => erase.mutate()}>
            {texts.eraseConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
