import { Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TeamUser } from '../../../api/queries/users';
import { RoleChips, StatusChip } from './role-chips';
import { UserActions } from './user-actions';

type Props = { users: TeamUser[]; admin: boolean; selfId: number; agencies?: boolean; emptyText: string };

// UsersTable lists people with their roles and status; an admin gets the
// role and activation actions on each row.
export function UsersTable({ users, admin, selfId, agencies = false, emptyText }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={agencies ? 'Agencies' : 'Users'}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>{agencies ? 'Agency' : 'Designation'}</TableCell>
            <TableCell>Roles</TableCell>
            <TableCell>Status</TableCell>
            {admin && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={admin ? 6 : 5}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {emptyText}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/users/${user.id}`} underline="hover" sx={{ fontWeight: 600 }}>
                  {user.name || user.email}
                </Link>
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{(agencies ? user.agency_name : user.designation) || '-'}</TableCell>
              <TableCell>
                <RoleChips roles={user.roles ?? []} />
              </TableCell>
              <TableCell>
                <StatusChip active={user.active ?? false} />
              </TableCell>
              {admin && (
                <TableCell align="right">
                  <UserActions user={user} self={user.id === selfId} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
