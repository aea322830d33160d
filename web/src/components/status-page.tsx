import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';

type Props = { code: number; message: string };

// StatusPage shows an HTTP-like status with the text a person reads.
export function StatusPage({ code, message }: Props) {
  return (
    <Container maxWidth="sm">
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
    </Container>
  );
}
