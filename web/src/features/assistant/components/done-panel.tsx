import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { texts } from '../texts';

// DonePanel is the confirmation after an action: a button to the page the
// action changed, and 'New action' to start again.
export function DonePanel({ title, link, linkLabel, onOpen, onNew }: { title: string; link: string; linkLabel: string; onOpen: () => void; onNew: () => void }) {
  return (
    <Stack spacing={2} role="status" aria-label={texts.successTitle}>
      <Alert severity="success">{`${title}: ${texts.done}`}</Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onNew}>{texts.newAction}</Button>
        <Button variant="contained" component={RouterLink} to={link} onClick={onOpen} autoFocus>
          {linkLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
