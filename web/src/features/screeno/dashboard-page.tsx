import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { creditsQueryKey, useCredits } from './api/get-available-credits';
import { useListResumes, type ScreeningCandidate } from './api/list-resumes';
import type { Uploaded } from './api/upload-resumes';
import { BatchProgress } from './components/batch-progress';
import { CandidateTable } from './components/candidate-table';
import { CreditBadge } from './components/credit-badge';
import { HowItWorksDialog } from './components/how-it-works-dialog';
import { Icon } from './components/icons';
import { UploadPanel } from './components/upload-panel';
import { howItWorksKey, pageSizes, shouldOpenHowItWorks } from './rules';
import { texts } from './texts';
import { useCanScreen } from './use-can-screen';
import { ScreenoPage } from './components/screeno-page';

// DashboardPage is /screeno: credits, 'How it works?', the upload tabs,
// the last batch's progress and the candidate table.
export function DashboardPage() {
  const { verified, approved } = useCanScreen();
  const allowed = verified && approved;
  const first = useListResumes({ page: 1, perPage: pageSizes[0] });
  const processing = first.data?.data.processing ?? 0;
  const credits = useCredits(processing > 0);
  const client = useQueryClient();
  const [howItWorks, setHowItWorks] = useState(false);
  const [batch, setBatch] = useState<ScreeningCandidate[]>([]);
  // The batch's files are the newest: one page of 100 holds them all.
  const progress = useListResumes({ page: 1, perPage: pageSizes[1] }, batch.length > 0);
  const isNew = first.data?.data.is_new_account;

  useEffect(() => {
    if (shouldOpenHowItWorks(isNew, sessionStorage)) {
      sessionStorage.setItem(howItWorksKey, '1');
      setHowItWorks(true);
    }
  }, [isNew]);

  // Credits settle as files finish: read them once more when the last does.
  useEffect(() => {
    if (processing === 0) client.invalidateQueries({ queryKey: creditsQueryKey });
  }, [processing, client]);

  const onUploaded = (up: Uploaded) => {
    sessionStorage.setItem(howItWorksKey, '1');
    setBatch(up.candidates ?? []);
  };
  const byId = new Map((progress.data?.data.candidates ?? []).map((c) => [c.id, c]));
  const batchRows = batch.map((c) => byId.get(c.id) ?? c);

  return (
    <ScreenoPage>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Screening
        </Typography>
        <Button startIcon={<Icon name="help" />} onClick={() => setHowItWorks(true)}>
          {texts.howItWorks}
        </Button>
        <CreditBadge credits={credits.data?.pending_credits ?? first.data?.data.pending_credits} />
      </Stack>
      <UploadPanel verified={verified} approved={approved} onUploaded={onUploaded} />
      {allowed && <BatchProgress batch={batchRows} />}
      <CandidateTable verified={verified} approved={approved} />
      <HowItWorksDialog open={howItWorks} onClose={() => setHowItWorks(false)} />
    </ScreenoPage>
  );
}
