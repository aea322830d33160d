import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

// PageHeader is a page's title row with its actions on the right.
export function PageHeader({ title, children, below }: { title: ReactNode; children?: ReactNode; below?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{children}</Box>
      </Box>
      {below}
    </Box>
  );
}
