import { Button } from '@mui/material';
import { useState } from 'react';
import { usePermissions } from '../../../api/queries/user-context';
import { texts } from '../texts';
import { AddCandidateDialog } from './add-candidate-dialog';

// AddCandidateButton is the job page's way in: recruiters and agencies add
// a candidate to this job, an employee refers one. It shows only to those
// who may add (the server keeps the row rules: which jobs, which source).
export function AddCandidateButton({ jobId }: { jobId: number }) {
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!can('applications.add')) return null;
  const refers = !can('applications.move') && can('referrals.view_own');
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {refers ? texts.referCandidate : texts.addCandidate}
      </Button>
      {open && <AddCandidateDialog open jobId={jobId} onClose={() => setOpen(false)} />}
    </>
  );
}
