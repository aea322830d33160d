import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../api/queries/user-context';
import { AddCandidateDialog } from './components/add-candidate-dialog';
import { CandidateList } from './components/candidate-list';
import { ExportButton } from './export-button';
import { texts } from './texts';

// CandidatesPage is /candidates: the filtered list (open jobs by default).
export function CandidatesPage() {
  const [adding, setAdding] = useState(false);
  const { can } = usePermissions();
  return (
    <>
      <CandidateList
        view="candidates"
        title={texts.candidatesTitle}
        actions={
          <Stack direction="row" spacing={1}>
            {/* The way into the resume search from the list it widens. */}
            {can('smart_search.use') && (
              <Button component={RouterLink} to="/smart-search" variant="outlined">
                {texts.smartSearch}
              </Button>
            )}
            <ExportButton view="candidates" />
            <Button variant="contained" onClick={() => setAdding(true)}>
              {texts.addCandidate}
            </Button>
          </Stack>
        }
      />
      {adding && <AddCandidateDialog open onClose={() => setAdding(false)} />}
    </>
  );
}
