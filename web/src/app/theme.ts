import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#3f51b5' },
    background: { default: '#f4f6fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Liberation Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
