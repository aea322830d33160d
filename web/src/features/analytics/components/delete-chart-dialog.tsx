import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { texts } from '../texts';

type Props = { title: string | null; busy: boolean; onCancel: () => void; onConfirm: () => void };

// DeleteChartDialog asks before a chart leaves the dashboard for good.
export function DeleteChartDialog({ title, busy, onCancel, onConfirm }: Props) {
  const id = useId();
  return (
    <Dialog open={title !== null} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{texts.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{texts.deleteText(title ?? '')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.cancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {texts.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
