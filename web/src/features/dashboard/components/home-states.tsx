import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { texts } from '../texts';

export function HomeLoading() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
      <CircularProgress size={24} aria-label={texts.loading} />
      <Typography color="text.secondary">{texts.loading}</Typography>
    </Stack>
  );
}

export function HomeError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    >
      {texts.loadFailed}
    </Alert>
  );
}
