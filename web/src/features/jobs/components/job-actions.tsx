import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Requisition, RequisitionAction } from '../../../api/queries/requisitions';
import { useApproveRequisition } from '../api/approve-requisition';
import { useArchiveRequisition } from '../api/archive-requisition';
import { usePublishRequisition } from '../api/publish-requisition';
import { useRejectRequisition } from '../api/reject-requisition';
import { useReopenRequisition } from '../api/reopen-requisition';
import { useUnpublishRequisition } from '../api/unpublish-requisition';
import { usePermissions } from '../../../api/queries/user-context';
import { actionDoneTexts, actionTexts, bulkImportText, cancelText, rejectReasonRequiredText, rejectReasonText, rejectTitleText, somethingWentWrongText } from '../texts';

// A state action is one of the job's buttons other than Edit.
type StateAction = Exclude<RequisitionAction, 'edit'>;

// JobActions are the buttons a person may use on a job in its state; Reject
// asks for a reason first.
export function JobActions({ job }: { job: Requisition }) {
  const id = job.id ?? 0;
  const mutations = {
    approve: useApproveRequisition(id),
    reject: useRejectRequisition(id),
    publish: usePublishRequisition(id),
    unpublish: useUnpublishRequisition(id),
    archive: useArchiveRequisition(id),
    reopen: useReopenRequisition(id),
  };
  const busy = Object.values(mutations).some((m) => m.isPending);
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const importable = can('applications.bulk_import') && job.state !== 'archived' && job.state !== 'rejected';
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  // The server says what this person may do with the job now.
  const allowed = job.allowed_actions ?? [];
  const actions = allowed.filter((a): a is StateAction => a !== 'edit');

  const callbacks = (name: StateAction) => ({
    onSuccess: () => {
      enqueueSnackbar(actionDoneTexts[name], { variant: 'success' });
      setRejecting(false);
    },
    onError: (error: Error) => enqueueSnackbar(error.message || somethingWentWrongText, { variant: 'error' }),
  });

  function run(name: Exclude<StateAction, 'reject'>) {
    mutations[name].mutate(undefined, callbacks(name));
  }

  function reject() {
    if (reason.trim() === '') {
      setReasonError(rejectReasonRequiredText);
      return;
    }
    mutations.reject.mutate(reason.trim(), callbacks('reject'));
  }

  const primary: StateAction[] = ['approve', 'publish', 'reopen'];
  return (
    <>
      {actions.map((name) => (
        <Button
          key={name}
          variant={primary.includes(name) ? 'contained' : 'outlined'}
          color={name === 'reject' ? 'error' : name === 'approve' ? 'success' : 'primary'}
          disabled={busy}
          onClick={() => (name === 'reject' ? setRejecting(true) : run(name))}
        >
          {actionTexts[name]}
        </Button>
      ))}
      {allowed.includes('edit') && (
        <Button component={RouterLink} to={`/jobs/${job.id}/edit`} variant="outlined">
          {actionTexts.edit}
        </Button>
      )}
      {importable && (
        <Button component={RouterLink} to={`/jobs/${job.id}/bulk-import`} variant="outlined">
          {bulkImportText}
        </Button>
      )}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
        <DialogTitle>{rejectTitleText}</DialogTitle>
        <DialogContent>
          <TextField
            label={rejectReasonText}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError('');
            }}
            error={!!reasonError}
            helperText={reasonError}
            multiline
            minRows={3}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{cancelText}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={reject}>
            {actionTexts.reject}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
