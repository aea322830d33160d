import {
  Alert, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, Stack, TextField, Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { clearSession } from '../../api/session';
import { enqueueSnackbar } from '../../components/toasts';
import { useDeleteAccount } from './api/delete-account';
import { useDownloadExport } from './api/export';
import { texts } from './texts';

// YourData is the signed-in candidate's "Your data" card: download
// everything held about them, or delete the account after typing their
// username in a dialog.
export function YourData({ username }: { username: string }) {
  const download = useDownloadExport();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setConfirm('');
    remove.reset();
  };
  const onDelete = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(confirm, {
      onSuccess: () => {
        clearSession('logout');
        enqueueSnackbar(texts.deleted, { variant: 'success' });
        void navigate('/talenthub/login', { replace: true });
      },
    });
  };
  const deleteError = remove.error instanceof ApiError ? remove.error.message : remove.error ? texts.loadError : '';

  return (
    <Card variant="outlined" component="section" aria-labelledby="your-data-title">
      <CardContent>
        <Typography id="your-data-title" variant="h6" component="h2" gutterBottom>
          {texts.dataTitle}
        </Typography>
        <Stack spacing={2}>
          <Typography variant="body2">{texts.dataIntro}</Typography>
          {download.isError ? <Alert severity="error">{texts.downloadError}</Alert> : null}
          <div>
            <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
              {download.isPending ? texts.downloading : texts.download}
            </Button>
          </div>
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {texts.deleteTitle}
          </Typography>
          <Typography variant="body2">{texts.deleteIntro}</Typography>
          <div>
            <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
              {texts.deleteButton}
            </Button>
          </div>
        </Stack>
      </CardContent>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
        <form onSubmit={onDelete} noValidate>
          <DialogTitle id="delete-account-title">{texts.dialogTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
              {texts.dialogText(username)}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              label={texts.confirmLabel}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={deleteError !== ''}
              helperText={deleteError || ' '}
              autoComplete="off"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={remove.isPending}>
              {texts.cancel}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={remove.isPending || confirm.trim().replace(/^@/, '').toLowerCase() !== username.toLowerCase()}>
              {remove.isPending ? texts.deleting : texts.confirmDelete}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
