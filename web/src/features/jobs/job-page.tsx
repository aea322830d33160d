import type { ReactNode } from 'react';
import { Alert, Box, Breadcrumbs, Container, Link, Paper, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { StatusPage } from '../../components/status-page';
import { useRequisition } from '../../api/queries/requisitions';
import { usePermissions } from '../../api/queries/user-context';
import { EmptyState } from './components/empty-state';
import { JobActions } from './components/job-actions';
import { JobDetails, PeopleOnJob } from './components/job-details';
import { PageHeader } from './components/page-header';
import { PipelineBoard } from './components/pipeline-board';
import { RoundsEditor } from './components/rounds-editor';
import { StateChip } from './components/state-chip';
import { jobTypeLabels, loadingText, noCandidatesText, notFoundText, peopleTitleText, roundsTitleText, somethingWentWrongText, tabLabels } from './texts';

type JobTab = keyof typeof tabLabels;
const jobTabs = Object.keys(tabLabels) as JobTab[];

// JobPage is a job with its actions and tabs: pipeline (default), candidates,
// details and settings (/jobs/{id}/settings). /requisitions/... is an alias.
// addCandidate and candidates are given by the app (features do not import
// each other): the candidates feature's button and list for this job. A
// ?navigation_token= (the assistant's link) opens the Candidates tab with
// that filter.
export function JobPage({ addCandidate, candidates }: { addCandidate?: (jobId: number) => ReactNode; candidates?: (jobId: number) => ReactNode }) {
  const { requisitionId = '', selectedTab } = useParams();
  const { pathname, search } = useLocation();
  const filtered = new URLSearchParams(search).has('navigation_token');
  const base = pathname.startsWith('/requisitions') ? '/requisitions' : '/jobs';
  const { can, ready } = usePermissions();
  // Who may not list a job's candidates (an employee referring) reads its
  // details only.
  const tabs: JobTab[] = !ready || can('applications.list') ? jobTabs : ['details'];
  const tab: JobTab = tabs.includes(selectedTab as JobTab)
    ? (selectedTab as JobTab)
    : filtered && candidates && tabs.includes('candidates')
      ? 'candidates'
      : tabs[0];
  const query = useRequisition(Number(requisitionId));
  const job = query.data?.requisition;

  if (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
    return <StatusPage code={404} message={notFoundText} />;
  }
  if (query.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography color="text.secondary">{loadingText}</Typography>
      </Container>
    );
  }
  if (query.isError || !job) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Alert severity="error">{query.error?.message || somethingWentWrongText}</Alert>
      </Container>
    );
  }

  const subtitle = [job.department, jobTypeLabels[job.job_type ?? ''], (job.locations ?? []).map((l) => l.city).join(', '), job.remote ? 'Remote' : '']
    .filter(Boolean)
    .join(' · ');

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={base} underline="hover" color="inherit">
          Jobs
        </Link>
        <Typography color="text.primary">{job.title}</Typography>
      </Breadcrumbs>
      <PageHeader
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            {job.title}
            <StateChip state={job.state} size="medium" />
          </Box>
        }
        below={
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        }
      >
        {addCandidate?.(job.id ?? 0)}
        <JobActions job={job} />
      </PageHeader>
      {job.state === 'rejected' && job.rejected_reason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {job.rejected_reason}
        </Alert>
      )}
      <Tabs value={tab} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={tabLabels[name]} component={RouterLink} to={name === tabs[0] ? `${base}/${job.id}` : `${base}/${job.id}/${name}`} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {tab === 'pipeline' && <PipelineBoard requisitionId={job.id ?? 0} />}
      {tab === 'candidates' && (candidates?.(job.id ?? 0) ?? <EmptyState text={noCandidatesText} />)}
      {tab === 'details' && <JobDetails job={job} showPeople />}
      {tab === 'settings' && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {roundsTitleText}
            </Typography>
            <RoundsEditor requisitionId={job.id} editable={job.allowed_actions?.includes('edit') ?? false} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {peopleTitleText}
            </Typography>
            <PeopleOnJob job={job} />
          </Paper>
        </Box>
      )}
    </Container>
  );
}
