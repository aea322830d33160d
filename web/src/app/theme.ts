import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    // Text on a coloured surface (chips, buttons) is chosen for a contrast
    // of 4.5:1 or more (WCAG AA), not MUI's default 3:1.
    contrastThreshold: 4.5,
    primary: { main: '#3f51b5' },
    background: { default: '#f4f6fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Liberation Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
