import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState } from 'react';
import type { CandidateApplication } from '../../../api/queries/applications';
import { useStates } from '../../../api/queries/vocabulary';
import { useMoveApplication } from '../api/move-application';
import { celebratedStates, moveOptions } from '../move-options';
import { texts } from '../texts';
import { StateChip } from './state-chip';

type Props = { application: CandidateApplication; onCelebrate: () => void };

// MoveControl moves the application to one of its next states with a
// reason; it sends the state the user saw, so a concurrent move is refused.
export function MoveControl({ application, onCelebrate }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const states = useStates().data?.states;
  const options = moveOptions(application.next_states, states);
  const move = useMoveApplication(application.slug ?? '');
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setOpen(false);
    setTo('');
    setReason('');
    setError('');
    move.reset();
  };

  const submit = async () => {
    setError('');
    try {
      await move.mutateAsync({ to, reason: reason.trim(), from: application.state?.state });
      const label = options.find((o) => o.state === to)?.label ?? to;
      enqueueSnackbar(texts.moved(label), { variant: 'success' });
      if (celebratedStates.includes(to)) onCelebrate();
      close();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={options.length === 0} title={options.length === 0 ? texts.finalState : undefined}>
        {texts.move}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="move-title">
        <DialogTitle id="move-title">{texts.move}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box>
              <StateChip label={application.state?.label} colour={application.state?.colour} textColour={application.state?.text_colour} />
            </Box>
            <TextField select size="small" label={texts.moveTo} value={to} onChange={(e) => setTo(e.target.value)}>
              {options.map((option) => (
                <MenuItem key={option.state} value={option.state}>
                  <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: option.colour, border: 1, borderColor: option.textColour, mr: 1, display: 'inline-block' }} />
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" label={texts.reason} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {options.length === 0 && <Typography color="text.secondary">{texts.finalState}</Typography>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{texts.cancel}</Button>
          <Button variant="contained" onClick={submit} disabled={!to || move.isPending}>
            {move.isPending ? texts.submitting : texts.move}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
