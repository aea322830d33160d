import { Box, Chip, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useAtsFetches, type AtsFetch } from '../api/list-ats-fetches';
import { providerNames } from './ats-providers';

const stateLabel: Record<string, string> = { queued: 'Queued', running: 'Fetching', done: 'Done', failed: 'Stopped' };

function stateColour(state: string | undefined): 'default' | 'info' | 'success' | 'error' {
  if (state === 'done') return 'success';
  if (state === 'failed') return 'error';
  if (state === 'running') return 'info';
  return 'default';
}

// progressText says what a fetch has done so far.
export function progressText(f: AtsFetch) {
  return `${f.seen ?? 0} seen · ${f.added ?? 0} added · ${f.skipped ?? 0} already screened · ${f.failed ?? 0} failed`;
}

// AtsFetches lists the company's newest fetches with their progress; the
// list is read again every few seconds while one is queued or running.
export function AtsFetches() {
  const fetches = useAtsFetches();
  const list = fetches.data?.fetches ?? [];
  if (list.length === 0) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Fetches
      </Typography>
      <List dense aria-label="Fetches">
        {list.map((f) => (
          <ListItem key={f.id} divider sx={{ display: 'block' }} data-testid={`fetch-${f.id}`}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {f.ats_job_name || `Job ${f.ats_job_id}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                from {providerNames[f.external_ats_provider ?? ''] ?? f.external_ats_provider}
              </Typography>
              <Chip size="small" color={stateColour(f.state)} label={stateLabel[f.state ?? ''] ?? f.state} />
            </Box>
            <Typography variant="body2">{progressText(f)}</Typography>
            {(f.state === 'queued' || f.state === 'running') && <LinearProgress aria-label={`Fetch ${f.id} in progress`} sx={{ mt: 0.5 }} />}
            {f.error && (
              <Typography variant="body2" color="error">
                {f.error}
              </Typography>
            )}
            {(f.failures ?? []).length > 0 && (
              <Typography variant="caption" color="text.secondary">
                {(f.failures ?? [])
                  .slice(0, 3)
                  .map((x) => `${x.name}: ${x.reason}`)
                  .join('; ')}
                {(f.failures ?? []).length > 3 ? '…' : ''}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
