import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useRef } from 'react';
import { useSnackbar } from '../../../components/toasts';
import { texts } from '../texts';

type Props = { url: string | null; busy: boolean; onStop: () => void; onClose: () => void };

// ShareDialog shows a chart's read-only link: copy it, open it in a new
// window (as the people it is sent to will), or stop sharing, which makes
// the link stop working.
export function ShareDialog({ url, busy, onStop, onClose }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (an insecure origin): copy the selected text.
      input.current?.select();
      document.execCommand('copy');
    }
    enqueueSnackbar(texts.copied, { variant: 'success' });
  }

  return (
    <Dialog open={url !== null} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{texts.shareTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {texts.shareText}
        </DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={texts.shareLink}
            value={url ?? ''}
            fullWidth
            size="small"
            inputRef={input}
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button variant="contained" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
            {texts.copyLink}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onStop} disabled={busy}>
          {texts.stopSharing}
        </Button>
        <Button component="a" href={url ?? undefined} target="_blank" rel="noopener">
          {texts.openLink}
        </Button>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
