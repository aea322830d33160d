import { Button } from '@mui/material';
import { useState } from 'react';
import { AddCandidateDialog } from './components/add-candidate-dialog';
import { CandidateList } from './components/candidate-list';
import { texts } from './texts';

// CandidatesPage is /candidates: the filtered list (open jobs by default).
export function CandidatesPage() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <CandidateList
        view="candidates"
        title={texts.candidatesTitle}
        actions={
          <Button variant="contained" onClick={() => setAdding(true)}>
            {texts.addCandidate}
          </Button>
        }
      />
      {adding && <AddCandidateDialog open onClose={() => setAdding(false)} />}
    </>
  );
}
