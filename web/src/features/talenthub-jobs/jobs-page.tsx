import { Box, Button, Chip, Container, Link, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadingBar } from '../../components/loading-bar';
import { enqueueSnackbar } from '../../components/toasts';
import { useJobs, type JobFilters } from './api/get-jobs';
import { useSkills } from './api/get-skills';
import { jobAlertsKey, setJobAlerts, useJobAlerts } from './api/job-alerts';
import { emptyFilters, FilterDrawer } from './components/filter-drawer';
import { JobCard } from './components/job-card';
import { useViewer } from './session-kind';
import {
  alertsOffText,
  alertsOnText,
  experienceLabel,
  fallbackErrorText,
  filtersText,
  jobsTitleText,
  nextText,
  noJobsText,
  notifiedText,
  notifyText,
  postJobText,
  previousText,
  turnOffLabelText,
  turnOffText,
  typeOptions,
} from './texts';
import { useApply } from './use-apply';

// JobsPage is /talenthub/jobs: the board with its filter drawer, Post Job
// for anyone who is not a candidate, Quick Apply for candidates (and for
// anyone signed out, who goes to the login first). A failed load is silent
// (spec 8): the loading just ends.
export function JobsPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<JobFilters>(emptyFilters);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const jobs = useJobs(filters, page);
  const skills = useSkills();
  const { apply, pending } = useApply();
  const client = useQueryClient();
  // Whether the candidate's job alerts are on: "Job alerts are on · Turn
  // off" instead of the offer (an error or a load leaves the offer).
  const alerts = useJobAlerts(viewer === 'candidate');
  const alertsOn = viewer === 'candidate' && alerts.data === true;

  const tags: string[] = [];
  if (filters.type !== 'all') tags.push(typeOptions.find((o) => o.value === filters.type)?.label ?? '');
  if (filters.experience !== null) tags.push(`${experienceLabel(filters.experience)} years`);
  for (const slug of filters.skills) tags.push(skills.data?.find((s) => s.slug === slug)?.name ?? slug);

  const switchAlerts = async (on: boolean) => {
    try {
      await setJobAlerts(on);
      client.setQueryData(jobAlertsKey, on);
      enqueueSnackbar(on ? notifiedText : alertsOffText, { variant: 'success' });
    } catch {
      enqueueSnackbar(fallbackErrorText, { variant: 'error' });
    }
  };
  const notify = async () => {
    if (viewer !== 'candidate') {
      void navigate(`/talenthub/login?returnUrl=${encodeURIComponent('/talenthub/jobs')}`);
      return;
    }
    await switchAlerts(true);
  };

  const list = jobs.data?.jobs ?? [];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {jobsTitleText}
        </Typography>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {filtersText}
        </Button>
        {viewer !== 'candidate' && (
          <Button variant="contained" component={RouterLink} to="/talenthub/post-job">
            {postJobText}
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {tags.slice(0, 2).map((t) => (
          <Chip key={t} label={t} size="small" />
        ))}
        {tags.length > 2 && <Chip label={`+${tags.length - 2}`} size="small" variant="outlined" />}
        <Box sx={{ flexGrow: 1 }} />
        {alertsOn ? (
          <Typography variant="body2">
            {alertsOnText} ·{' '}
            <Link component="button" type="button" aria-label={turnOffLabelText} onClick={() => void switchAlerts(false)}>
              {turnOffText}
            </Link>
          </Typography>
        ) : (
          <Link component="button" type="button" onClick={() => void notify()}>
            {notifyText}
          </Link>
        )}
      </Stack>
      {jobs.isFetching && <LoadingBar />}
      {jobs.isSuccess && list.length === 0 && <Typography color="text.secondary">{noJobsText}</Typography>}
      <Stack spacing={2} component="section" aria-label={jobsTitleText}>
        {list.map((job) => (
          <JobCard
            key={`${job.company_slug}/${job.slug}`}
            job={job}
            onApply={viewer === 'company' ? undefined : () => apply(job.company_slug ?? '', job.slug ?? '')}
            applying={pending?.jobSlug === job.slug && pending?.companySlug === job.company_slug}
          />
        ))}
      </Stack>
      {(page > 1 || jobs.data?.has_more) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {previousText}
          </Button>
          <Button disabled={!jobs.data?.has_more} onClick={() => setPage(page + 1)}>
            {nextText}
          </Button>
        </Stack>
      )}
      <FilterDrawer
        open={open}
        value={filters}
        onClose={() => setOpen(false)}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
          setOpen(false);
        }}
      />
    </Container>
  );
}
