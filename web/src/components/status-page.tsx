import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';

type Props = { code: number; message: string };

// StatusPage shows an HTTP-like status with the text a person reads.
export function StatusPage({ code, message }: Props) {
  return (
    // A Box with Container's measures: every first screen carries this page
    // (the route guard's 403), and Container is 1 kB gzip more.
    <Box sx={{ width: '100%', maxWidth: 'sm', mx: 'auto', px: { xs: 2, sm: 3 } }}>
      <Box sx={{ minHeight: '80vh', display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', textAlign: 'center', gap: 2 }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
        <Typography variant="h5" component="h1">
          {message}
        </Typography>
        <Button component={Link} to="/" variant="outlined">
          Home
        </Button>
      </Box>
    </Box>
  );
}
