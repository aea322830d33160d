import { Box, Button, IconButton, Stack, TextField } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useRef } from 'react';
import { useUploadCareersImage } from '../api/upload-careers-image';
import type { Image } from '../draft';

// ImageList edits pictures: each uploaded (checked by the server) with its
// description, removable.
export function ImageList({ label, images, onChange }: { label: string; images: Image[]; onChange: (images: Image[]) => void }) {
  const upload = useUploadCareersImage();
  const input = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Stack spacing={1}>
      {images.map((im, i) => (
        <Stack key={im.key ?? i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box component="img" src={im.url} alt="" sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, flex: '0 0 auto' }} />
          <TextField
            size="small"
            fullWidth
            label={`Description of picture ${i + 1}`}
            value={im.alt ?? ''}
            onChange={(e) => onChange(images.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))}
          />
          <IconButton aria-label={`Remove picture ${i + 1}`} onClick={() => onChange(images.filter((_, j) => j !== i))}>
            ×
          </IconButton>
        </Stack>
      ))}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        aria-label={`${label}: picture file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (up) => onChange([...images, { key: up.key, url: up.url, alt: '' }]),
            onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
          });
        }}
      />
      <Button variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }} disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? 'Uploading...' : `Add a picture to ${label.toLowerCase()}`}
      </Button>
    </Stack>
  );
}
