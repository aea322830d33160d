import { Alert, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../api/queries/user-context';
import { useUser } from '../../api/queries/users';
import { useSession } from '../../api/use-session';
import { StatusPage } from '../../components/status-page';
import { RoleChips, StatusChip } from './components/role-chips';
import { UserActions } from './components/user-actions';
import { forbiddenText } from './texts';

// UserPage is /users/{userId}: one person's details and, for an admin, the
// same role and activation actions as the users table.
export function UserPage() {
  const { userId = '' } = useParams();
  const session = useSession();
  const { can, ready } = usePermissions();
  if (!ready) return <CircularProgress aria-label="Loading" sx={{ m: 4 }} />;
  if (!can('users.view')) return <StatusPage code={403} message={forbiddenText} />;
  return <UserDetails userId={Number(userId)} admin={can('users.grant_roles') || can('users.set_active')} selfId={session?.userId ?? 0} />;
}

function UserDetails({ userId, admin, selfId }: { userId: number; admin: boolean; selfId: number }) {
  const query = useUser(userId);
  const user = query.data?.user;
  const agency = Boolean(user?.agency_id);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Button component={RouterLink} to={agency ? '/company-settings/agencies' : '/company-settings/users'} sx={{ mb: 2 }}>
        ← Back to {agency ? 'agencies' : 'users'}
      </Button>
      {query.isLoading && <CircularProgress aria-label="Loading" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {user && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <div>
                  <Typography variant="h4" component="h1">
                    {user.name || user.email}
                  </Typography>
                  <Typography color="text.secondary">{user.email}</Typography>
                </div>
                <StatusChip active={user.active ?? false} />
              </Stack>
              <Detail label={agency ? 'Agency' : 'Designation'} value={(agency ? user.agency_name : user.designation) || '-'} />
              <div>
                <Typography variant="overline" color="text.secondary">
                  Roles
                </Typography>
                <RoleChips roles={user.roles ?? []} />
              </div>
              <Detail label="Email verified" value={user.email_verified ? 'Yes' : 'No'} />
              {user.created_at && <Detail label="Joined" value={new Date(user.created_at).toLocaleDateString()} />}
              {admin && (
                <Stack direction="row" sx={{ justifyContent: 'flex-start' }}>
                  <UserActions user={user} self={user.id === selfId} />
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </div>
  );
}
