import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSession } from '../../api/use-session';
import { usePlatformAdmin } from './use-platform-admin';
import { forbiddenText } from './texts';

// AdminGate shows talenthub's admin pages to platform admins only; the
// API refuses everyone else too (403), this only spares them the calls.
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { admin, ready } = usePlatformAdmin(session);
  if (!ready) return null;
  if (!admin) return <Forbidden />;
  return children;
}

export function Forbidden() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        403
      </Typography>
      <Typography>{forbiddenText}</Typography>
    </Container>
  );
}
