import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/client';
import { useInviteUser } from '../api/invite-user';
import { useDesignations } from '../../../api/queries/designations';
import { inviteUserProblem } from '../invite-rules';
import { useRoles } from '../use-roles';
import { inviteSentText, inviteUserText, upgradePlanText } from '../texts';

type Props = { open: boolean; onClose: () => void };

// InviteUserDialog invites a person by email with a designation (from the
// company's list, or typed) and roles.
export function InviteUserDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <InviteUserForm onClose={onClose} />}
    </Dialog>
  );
}

// InviteUserInitial prefills the form (the assistant's parsed invite).
export type InviteUserInitial = { email?: string; name?: string; designation?: string; roles?: string[] };

type FormProps = {
  onClose: () => void;
  initial?: InviteUserInitial;
  // onSent follows a sent invite (the dialog just closes).
  onSent?: () => void;
  // titled shows the form's own title; the assistant has its own.
  titled?: boolean;
};

// InviteUserForm is the dialog's form, also reused by the assistant.
export function InviteUserForm({ onClose, initial = {}, onSent = onClose, titled = true }: FormProps) {
  const { grantable, label, needsUpgrade } = useRoles();
  const [email, setEmail] = useState(initial.email ?? '');
  const [name, setName] = useState(initial.name ?? '');
  const [designation, setDesignation] = useState(initial.designation ?? '');
  const [roles, setRoles] = useState<string[]>(initial.roles ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const designations = useDesignations().data?.designations ?? [];
  const invite = useInviteUser();
  const { enqueueSnackbar } = useSnackbar();

  function send(event: FormEvent) {
    event.preventDefault();
    const found = inviteUserProblem({ email, designation, roles, needsUpgrade });
    setProblem(found);
    setFieldErrors({});
    if (found) return;
    invite.mutate(
      { email: email.trim(), name: name.trim() || undefined, designation: designation.trim(), roles },
      {
        onSuccess: () => {
          enqueueSnackbar(inviteSentText, { variant: 'success' });
          onSent();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setFieldErrors(error.fieldErrors);
          else setProblem(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={send} noValidate>
      {titled && <DialogTitle>{inviteUserText}</DialogTitle>}
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email?.[0]}
            required
            fullWidth
          />
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
          <Autocomplete
            freeSolo
            options={designations.map((item) => item.title ?? '')}
            inputValue={designation}
            onInputChange={(_, value) => setDesignation(value)}
            renderInput={(params) => <TextField {...params} label="Designation" required />}
          />
          <FormControl fullWidth required error={Boolean(fieldErrors.roles)}>
            <InputLabel id="invite-roles">Roles</InputLabel>
            <Select
              labelId="invite-roles"
              multiple
              value={roles}
              onChange={(e) => setRoles(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
              input={<OutlinedInput label="Roles" />}
              renderValue={(selected) => (
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {selected.map((role) => (
                    <Chip key={role} label={label(role)} size="small" />
                  ))}
                </Stack>
              )}
            >
              {grantable.map(({ value: role = '', title }) => {
                const upgrade = needsUpgrade(role);
                return (
                  <MenuItem key={role} value={role} disabled={upgrade}>
                    <Checkbox checked={roles.includes(role)} size="small" />
                    <ListItemText primary={title ?? role} />
                    {upgrade && <Chip label={upgradePlanText} size="small" color="warning" variant="outlined" />}
                  </MenuItem>
                );
              })}
            </Select>
            {fieldErrors.roles && <FormHelperText>{fieldErrors.roles[0]}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invite'}
        </Button>
      </DialogActions>
    </form>
  );
}
