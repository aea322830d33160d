import { Box, Chip, CircularProgress, LinearProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { ScreeningCandidate } from '../api/list-resumes';
import { texts } from '../texts';

// BatchProgress follows the last uploaded batch file by file: processing,
// then tagged or in error.
export function BatchProgress({ batch }: { batch: ScreeningCandidate[] }) {
  if (batch.length === 0) return null;
  const done = batch.filter((c) => c.status !== 'processing').length;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} aria-label="Upload progress" component="section">
      <Typography variant="subtitle2" component="h2" role="status" aria-live="polite">
        {texts.parsing(done, batch.length)}
      </Typography>
      <LinearProgress variant="determinate" value={(100 * done) / batch.length} sx={{ my: 1 }} aria-label={texts.parsing(done, batch.length)} />
      <List dense sx={{ maxHeight: 220, overflow: 'auto' }}>
        {batch.map((c) => (
          <ListItem key={c.id} disableGutters data-testid="batch-file" data-status={c.status}
            secondaryAction={
              c.status === 'processing' ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CircularProgress size={14} aria-hidden />
                  <Typography variant="caption">{texts.processing}</Typography>
                </Box>
              ) : c.status === 'error' ? (
                <Chip size="small" color="error" variant="outlined" label={c.error || 'Error'} />
              ) : (
                <Chip size="small" color="success" variant="outlined" label={(c.tags ?? []).join(', ') || 'Tagged'} />
              )
            }>
            <ListItemText primary={c.filename} slotProps={{ primary: { noWrap: true, sx: { maxWidth: '40ch' } } }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
