import { Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useSignedInUser } from './use-signed-in-user';

// HomePage is the /dashboard placeholder: who is signed in, for which company.
export function HomePage() {
  const { user, isLoading } = useSignedInUser();

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Home
      </Typography>
      <Card variant="outlined">
        <CardContent>
          {isLoading ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-label="Loading" />
              <Typography color="text.secondary">Loading...</Typography>
            </Stack>
          ) : (
            <Stack spacing={0.5}>
              <Typography variant="h6" component="p">
                Welcome, {user.name}
              </Typography>
              {user.companyName && <Typography color="text.secondary">{user.companyName}</Typography>}
              <Typography color="text.secondary">{user.email}</Typography>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
