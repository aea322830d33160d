import { Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useInvites, type InviteKind } from '../api/list-invites';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import { inviteCancelledText, inviteResentText, noPendingInvitesText } from '../texts';
import { RoleChips } from './role-chips';

// InvitesTable lists the pending invites of one kind with 'Resend' and 'Cancel'.
export function InvitesTable({ kind }: { kind: InviteKind }) {
  const invites = useInvites(kind);
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const { enqueueSnackbar } = useSnackbar();
  const rows = invites.data?.invites ?? [];
  const onError = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={kind === 'user' ? 'Pending user invites' : 'Pending agency invites'}>
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell>{kind === 'user' ? 'Name' : 'Agency'}</TableCell>
            {kind === 'user' && <TableCell>Designation</TableCell>}
            {kind === 'user' && <TableCell>Roles</TableCell>}
            <TableCell>Expires</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={kind === 'user' ? 6 : 4}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {invites.isLoading ? 'Loading...' : noPendingInvitesText}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((invite) => (
            <TableRow key={invite.id} hover>
              <TableCell>{invite.email}</TableCell>
              <TableCell>{invite.name}</TableCell>
              {kind === 'user' && <TableCell>{invite.designation}</TableCell>}
              {kind === 'user' && (
                <TableCell>
                  <RoleChips roles={invite.roles ?? []} />
                </TableCell>
              )}
              <TableCell>{invite.expires_at ? new Date(invite.expires_at).toLocaleDateString() : ''}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    disabled={resend.isPending}
                    onClick={() => resend.mutate(invite.id ?? 0, { onSuccess: () => enqueueSnackbar(inviteResentText, { variant: 'success' }), onError })}
                  >
                    Resend
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(invite.id ?? 0, { onSuccess: () => enqueueSnackbar(inviteCancelledText, { variant: 'success' }), onError })}
                  >
                    Cancel
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
