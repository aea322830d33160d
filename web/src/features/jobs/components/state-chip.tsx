import { Chip, type ChipProps } from '@mui/material';
import { stateLabels, type JobState } from '../texts';

const colours: Record<JobState, ChipProps['color']> = {
  live: 'success',
  open: 'primary',
  pending_approval: 'warning',
  rejected: 'error',
  archived: 'default',
};

// StateChip shows a job's state in its colour.
export function StateChip({ state, size = 'small' }: { state?: string; size?: ChipProps['size'] }) {
  const known = state && state in stateLabels ? (state as JobState) : undefined;
  return (
    <Chip
      size={size}
      color={known ? colours[known] : 'default'}
      variant={known === 'archived' ? 'outlined' : 'filled'}
      label={known ? stateLabels[known] : (state ?? '')}
      data-testid="job-state"
    />
  );
}
