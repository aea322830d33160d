import { Avatar, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useSnackbar } from '../../components/toasts';
import type { EditorProfile } from './api/get-own-profile';
import { useUploadAvatar } from './api/upload-avatar';
import { errorText } from './error-text';
import { savedText } from './texts';

// AvatarSection uploads a picture; the server checks it by content, crops
// it square and stores it at 256 px.
export function AvatarSection({ profile: c }: { profile: EditorProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const { enqueueSnackbar } = useSnackbar();

  function send(file: File | undefined) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => enqueueSnackbar(savedText, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="avatar-title">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={c.avatarURL || undefined} alt={c.avatarURL ? `${c.name}'s picture` : undefined} sx={{ width: 72, height: 72 }}>
            {c.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack spacing={1}>
            <Typography id="avatar-title" variant="h6" component="h2">
              Profile picture
            </Typography>
            <Typography variant="body2" color="text.secondary">
              PNG, JPEG or WebP, at most 2 MB.
            </Typography>
            <input
              ref={input}
              id="avatar-input"
              data-testid="avatar-input"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              hidden
              onChange={(e) => send(e.target.files?.[0])}
            />
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending} sx={{ alignSelf: 'flex-start' }}>
              {upload.isPending ? 'Uploading...' : c.avatarURL ? 'Change picture' : 'Upload picture'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
