import {
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
} from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState } from 'react';
import { usePermissions } from '../../../api/queries/user-context';
import { useActivateUser } from '../api/activate-user';
import { useDeactivateUser } from '../api/deactivate-user';
import type { TeamUser } from '../../../api/queries/users';
import { useSetRoles } from '../api/set-roles';
import { useRoles } from '../use-roles';
import {
  activateQuestionText,
  deactivateQuestionText,
  rolesSavedText,
  upgradePlanText,
  userActivatedText,
  userDeactivatedText,
} from '../texts';

type Props = { user: TeamUser; self: boolean };

// UserActions are the admin's 'Change roles' and 'Deactivate'/'Activate'
// buttons with their dialogs. An agency's roles do not change here, and
// nobody deactivates themselves.
export function UserActions({ user, self }: Props) {
  const [dialog, setDialog] = useState<'roles' | 'active' | null>(null);
  // An agency is a user of an agency; its roles come with the agency invite.
  const agency = Boolean(user.agency_id);
  const { can } = usePermissions();
  const name = user.name || user.email || '';
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {!agency && can('users.grant_roles') && (
        <Button size="small" onClick={() => setDialog('roles')} aria-label={`Change roles of ${name}`}>
          Change roles
        </Button>
      )}
      {!self && can('users.set_active') && (
        <Button size="small" color={user.active ? 'error' : 'primary'} onClick={() => setDialog('active')} aria-label={`${user.active ? 'Deactivate' : 'Activate'} ${name}`}>
          {user.active ? 'Deactivate' : 'Activate'}
        </Button>
      )}
      <Dialog open={dialog === 'roles'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        {dialog === 'roles' && <RolesForm user={user} onClose={() => setDialog(null)} />}
      </Dialog>
      <Dialog open={dialog === 'active'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        {dialog === 'active' && <ActiveForm user={user} name={name} onClose={() => setDialog(null)} />}
      </Dialog>
    </Stack>
  );
}

function RolesForm({ user, onClose }: { user: TeamUser; onClose: () => void }) {
  const { grantable, needsUpgrade } = useRoles();
  const [roles, setRoles] = useState<string[]>(user.roles ?? []);
  const save = useSetRoles();
  const { enqueueSnackbar } = useSnackbar();
  const toggle = (role: string, on: boolean) => setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)));

  function submit() {
    save.mutate(
      { id: user.id ?? 0, roles },
      {
        onSuccess: () => {
          enqueueSnackbar(rolesSavedText, { variant: 'success' });
          onClose();
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  }

  return (
    <>
      <DialogTitle>Change roles</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{user.name || user.email}</DialogContentText>
        <FormGroup>
          {grantable.map(({ value: role = '', title }) => {
            const upgrade = needsUpgrade(role) && !roles.includes(role);
            return (
              <Stack key={role} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  control={<Checkbox checked={roles.includes(role)} onChange={(e) => toggle(role, e.target.checked)} disabled={upgrade} />}
                  label={title ?? role}
                />
                {upgrade && <Chip label={upgradePlanText} size="small" color="warning" variant="outlined" />}
              </Stack>
            );
          })}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || roles.length === 0}>
          {save.isPending ? 'Please wait...' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
}

function ActiveForm({ user, name, onClose }: { user: TeamUser; name: string; onClose: () => void }) {
  const deactivate = useDeactivateUser();
  const activate = useActivateUser();
  const { enqueueSnackbar } = useSnackbar();
  const active = user.active ?? false;
  const mutation = active ? deactivate : activate;

  function submit() {
    mutation.mutate(user.id ?? 0, {
      onSuccess: () => {
        enqueueSnackbar(active ? userDeactivatedText : userActivatedText, { variant: 'success' });
        onClose();
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  }

  return (
    <>
      <DialogTitle>{active ? 'Deactivate user' : 'Activate user'}</DialogTitle>
      <DialogContent>
        <DialogContentText>{active ? deactivateQuestionText(name) : activateQuestionText(name)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color={active ? 'error' : 'primary'} onClick={submit} disabled={mutation.isPending}>
          {active ? 'Deactivate' : 'Activate'}
        </Button>
      </DialogActions>
    </>
  );
}
