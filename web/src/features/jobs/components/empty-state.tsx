import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

// EmptyState is the quiet box shown where a list has nothing yet.
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed' }}>
      <Typography color="text.secondary">{text}</Typography>
      {children}
    </Paper>
  );
}
