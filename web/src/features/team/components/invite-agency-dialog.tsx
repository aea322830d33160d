import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/client';
import { useInviteAgency } from '../api/invite-agency';
import { inviteAgencyProblem } from '../invite-rules';
import { agencyInviteSentText, inviteAgencyText } from '../texts';

type Props = { open: boolean; onClose: () => void };

// InviteAgencyDialog invites an agency by name and email (both required).
export function InviteAgencyDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <InviteAgencyForm onClose={onClose} />}
    </Dialog>
  );
}

// InviteAgencyInitial prefills the form (the assistant's parsed invite).
export type InviteAgencyInitial = { agencyName?: string; email?: string };

type FormProps = {
  onClose: () => void;
  initial?: InviteAgencyInitial;
  // onSent follows a sent invite (the dialog just closes).
  onSent?: () => void;
  // titled shows the form's own title; the assistant has its own.
  titled?: boolean;
};

// InviteAgencyForm is the dialog's form, also reused by the assistant.
export function InviteAgencyForm({ onClose, initial = {}, onSent = onClose, titled = true }: FormProps) {
  const [agencyName, setAgencyName] = useState(initial.agencyName ?? '');
  const [email, setEmail] = useState(initial.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const invite = useInviteAgency();
  const { enqueueSnackbar } = useSnackbar();

  function send(event: FormEvent) {
    event.preventDefault();
    const found = inviteAgencyProblem({ agencyName, email });
    setProblem(found);
    setFieldErrors({});
    if (found) return;
    invite.mutate(
      { agency_name: agencyName.trim(), email: email.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(agencyInviteSentText, { variant: 'success' });
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
      {titled && <DialogTitle>{inviteAgencyText}</DialogTitle>}
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Agency name"
            value={agencyName}
            onChange={(e) => setAgencyName(e.target.value)}
            error={Boolean(fieldErrors.agency_name)}
            helperText={fieldErrors.agency_name?.[0]}
            required
            fullWidth
          />
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
