import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useJobApplications } from '../../../api/queries/applications';
import { useStates } from '../../../api/queries/vocabulary';
import { loadingText, noApplicationsText } from '../texts';
import { EmptyState } from './empty-state';

// PipelineBoard shows a column per open pipeline state with the job's
// candidates in it (the newest 100) and each state's full count.
export function PipelineBoard({ requisitionId }: { requisitionId: number }) {
  const states = useStates();
  const apps = useJobApplications(requisitionId);
  const open = (states.data?.states ?? []).filter((s) => s.open && s.state !== 'unknown');
  if (states.isPending || apps.isPending) return <Typography color="text.secondary">{loadingText}</Typography>;
  const rows = apps.data?.data.candidate_applications ?? [];
  const counts = apps.data?.data.state_counts ?? {};
  return (
    <Box>
      {rows.length === 0 && <EmptyState text={noApplicationsText} />}
      {/* The columns scroll sideways: focusable, so the keyboard scrolls them too. */}
      <Box role="region" aria-label="Pipeline" tabIndex={0} sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, mt: 2 }}>
        {open.map((s) => {
          const here = rows.filter((r) => r.state?.state === s.state);
          return (
            <Paper key={s.state} variant="outlined" sx={{ minWidth: 200, width: 200, flexShrink: 0, bgcolor: 'grey.50' }} data-testid="pipeline-column">
              <Box sx={{ px: 1.5, py: 1, borderBottom: 3, borderColor: s.colour || 'divider', display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="subtitle2">{s.label}</Typography>
                <Typography variant="subtitle2" color="text.secondary">
                  {counts[s.state ?? ''] ?? 0}
                </Typography>
              </Box>
              <Stack spacing={1} sx={{ minHeight: 160, p: 1 }}>
                {here.map((r) => (
                  <Paper key={r.slug} sx={{ p: 1 }} data-testid="pipeline-card">
                    <Link component={RouterLink} to={`/candidate-timeline/${r.slug}`} underline="hover" sx={{ fontWeight: 600 }}>
                      {r.candidate?.name}
                    </Link>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {r.source}
                    </Typography>
                  </Paper>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
