import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import { useSetCandidateHidden } from './api/set-candidate-hidden';
import { cancelText, reasonLabel, somethingWrongText, unlistDialogTitle, unlistedToast, unlistText } from './texts';

// UnlistTarget is the profile to unlist: a candidate of the list, or a
// reported profile (the same candidate id).
export type UnlistTarget = { id: number; name: string; username: string };

// UnlistDialog asks for the reason and unlists the profile; the server
// closes the profile's open reports with it.
export function UnlistDialog({ candidate, onClose }: { candidate: UnlistTarget; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const change = useSetCandidateHidden();
  const { enqueueSnackbar } = useSnackbar();
  const who = candidate.name || candidate.username;
  function submit(e: FormEvent) {
    e.preventDefault();
    change.mutate(
      { id: candidate.id, hidden: true, reason },
      {
        onSuccess: () => {
          enqueueSnackbar(unlistedToast, { variant: 'success' });
          onClose();
        },
      },
    );
  }
  const fieldError = change.error && 'fieldErrors' in change.error ? (change.error.fieldErrors as Record<string, string[]>).reason?.[0] : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby="unlist-title" slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle id="unlist-title">{unlistDialogTitle(who)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          label={reasonLabel}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          error={!!change.error}
          helperText={change.error ? fieldError || change.error.message || somethingWrongText : ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelText}</Button>
        <Button type="submit" color="error" variant="contained" disabled={change.isPending}>
          {unlistText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
