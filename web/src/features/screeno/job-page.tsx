import { Chip, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useJob } from './api/get-job';
import { Breadcrumbs } from './components/breadcrumbs';
import { CandidateTable } from './components/candidate-table';
import { ProviderLogo } from './components/provider-logo';
import { sortedTags } from './rules';
import { texts } from './texts';
import { useCanScreen } from './use-can-screen';
import { ScreenoPage } from './components/screeno-page';

// JobPage is /screeno/jobs/{id}: the job's title and its candidate table.
export function JobPage() {
  const id = Number(useParams().screenoJobId);
  const job = useJob(id);
  const { verified, approved } = useCanScreen();
  const title = job.data?.title ?? '';
  return (
    <ScreenoPage>
      <Breadcrumbs trail={[{ label: texts.home, to: '/screeno' }, { label: texts.jobs, to: '/screeno/jobs' }, { label: title || texts.job }]} />
      {job.isError ? (
        <Typography color="text.secondary">{job.error.message}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <ProviderLogo provider={job.data?.ats_provider} />
            <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 3 }}>
            {sortedTags(job.data?.tag_counts).map(([tag, n]) => (
              <Chip key={tag} size="small" variant="outlined" label={`${tag} ${n}`} />
            ))}
            {job.data && <Chip size="small" label={`${texts.total} ${job.data.total_candidates ?? 0}`} />}
          </Stack>
          {job.data && <CandidateTable jobId={id} verified={verified} approved={approved} />}
        </>
      )}
    </ScreenoPage>
  );
}
