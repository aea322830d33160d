import { Button } from '@mui/material';
import { useState } from 'react';
import { texts } from '../texts';
import { AddCandidateDialog, useSubmitter } from './add-candidate-dialog';

// AddCandidateButton is the job page's way in: recruiters and agencies add
// a candidate to this job, an employee refers one. It shows only to those
// who may add (the server keeps the row rules: which jobs, which source).
export function AddCandidateButton({ jobId }: { jobId: number }) {
  const { adds, refers } = useSubmitter();
  const [open, setOpen] = useState(false);
  if (!adds) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {refers ? texts.referCandidate : texts.addCandidate}
      </Button>
      {open && <AddCandidateDialog open jobId={jobId} onClose={() => setOpen(false)} />}
    </>
  );
}
