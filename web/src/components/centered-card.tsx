import { Box, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';

// CenteredCard holds a small form (login, register) in the middle of the page.
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
