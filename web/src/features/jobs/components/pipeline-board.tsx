import { Box, Paper, Typography } from '@mui/material';
import { useNextStates } from '../api/get-next-states';
import { loadingText, noApplicationsText } from '../texts';
import { EmptyState } from './empty-state';

// PipelineBoard shows a column per open pipeline state; applications land
// in them once the candidates issue exists, so every column is empty now.
export function PipelineBoard() {
  const states = useNextStates();
  const open = (states.data?.states ?? []).filter((s) => s.open && s.state !== 'unknown');
  if (states.isPending) return <Typography color="text.secondary">{loadingText}</Typography>;
  return (
    <Box>
      <EmptyState text={noApplicationsText} />
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, mt: 2 }}>
        {open.map((s) => (
          <Paper key={s.state} variant="outlined" sx={{ minWidth: 200, flexShrink: 0, bgcolor: 'grey.50' }} data-testid="pipeline-column">
            <Box sx={{ px: 1.5, py: 1, borderBottom: 3, borderColor: s.colour || 'divider', display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2">{s.label}</Typography>
              <Typography variant="subtitle2" color="text.secondary">
                0
              </Typography>
            </Box>
            <Box sx={{ minHeight: 160 }} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
