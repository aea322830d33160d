import { Box } from '@mui/material';
import type { ReactNode } from 'react';

// ScreenoPage pads a screening page inside the signed-in frame, whose main
// area has no padding of its own (each ATS page brings its Container).
// The screening pages hold wide tables, so it pads without a width cap.
export function ScreenoPage({ children }: { children: ReactNode }) {
  return <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>{children}</Box>;
}
