import {
  Box,
  Button,
  Container,
  LinearProgress,
  Link,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePermissions } from '../../api/queries/user-context';
import { useRequisitions } from '../../api/queries/requisitions';
import { PageHeader } from './components/page-header';
import { EmptyState } from './components/empty-state';
import { StateChip } from './components/state-chip';
import { Pager } from '../../components/pager';
import {
  allTabText,
  jobTypeLabels,
  loadingText,
  newJobText,
  noJobsMatchText,
  noJobsText,
  searchJobsText,
  somethingWentWrongText,
  stateLabels,
  type JobState,
} from './texts';

const perPage = 20;

export const stateTabs: JobState[] = ['live', 'open', 'pending_approval', 'rejected', 'archived'];

// tabCount is a tab's count: one state's, or every state's for All.
export function tabCount(counts: Record<string, number> | null | undefined, tab: JobState | 'all'): number {
  if (!counts) return 0;
  if (tab === 'all') return stateTabs.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  return counts[tab] ?? 0;
}

// JobsPage lists the jobs the person may see by state, with search and pages.
// The tab, page and search live in the URL so Back returns to the same list.
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const tab = (stateTabs as string[]).includes(params.get('state') ?? '') ? (params.get('state') as JobState) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const { can } = usePermissions();
  const list = useRequisitions({ page: String(page), per_page: perPage, state: tab === 'all' ? undefined : [tab], q: q || undefined });

  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() === q) return;
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (search.trim()) next.set('q', search.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  function choose(next: Record<string, string | undefined>) {
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined) out.delete(name);
        else out.set(name, value);
      }
      return out;
    });
  }

  const counts = list.data?.data.state_counts;
  const jobs = list.data?.data.requisitions ?? [];
  const total = list.data?.meta.total ?? 0;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeader title="Jobs">
        {can('requisitions.create') && (
          <Button component={RouterLink} to="/jobs/new" variant="contained">
            {newJobText}
          </Button>
        )}
      </PageHeader>
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_, value: string) => choose({ state: value === 'all' ? undefined : value, page: undefined })}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ flexGrow: 1, minWidth: 0 }}
          >
            {[...stateTabs, 'all' as const].map((state) => (
              <Tab
                key={state}
                value={state}
                label={`${state === 'all' ? allTabText : stateLabels[state]} (${tabCount(counts, state)})`}
                sx={{ textTransform: 'none' }}
              />
            ))}
          </Tabs>
          <TextField
            size="small"
            type="search"
            label={searchJobsText}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ width: { xs: '100%', sm: 260 }, my: 1 }}
          />
        </Box>
        {list.isFetching && <LinearProgress aria-label={loadingText} />}
        {list.isPending ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {loadingText}
          </Typography>
        ) : list.isError ? (
          <Typography color="error" sx={{ p: 4, textAlign: 'center' }}>
            {list.error.message || somethingWentWrongText}
          </Typography>
        ) : jobs.length === 0 ? (
          <Box sx={{ p: 3 }}>
            <EmptyState text={q ? noJobsMatchText : noJobsText} />
          </Box>
        ) : (
          <TableContainer>
            <Table aria-label="Jobs">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ minWidth: 200 }}>Title</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell>Department</TableCell>
                  <TableCell>Location</TableCell>
                  <TableCell>Hiring manager</TableCell>
                  <TableCell align="right">Openings</TableCell>
                  <TableCell>Created</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.map((job) => (
                  <TableRow key={job.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/jobs/${job.id}`} underline="hover" sx={{ fontWeight: 500 }}>
                        {job.title}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {jobTypeLabels[job.job_type ?? ''] ?? job.job_type}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <StateChip state={job.state} />
                    </TableCell>
                    <TableCell>{job.department || '-'}</TableCell>
                    <TableCell>{[job.locations, job.remote && !job.locations?.includes('Remote') ? 'Remote' : ''].filter(Boolean).join(', ') || '-'}</TableCell>
                    <TableCell>{job.hiring_manager || '-'}</TableCell>
                    <TableCell align="right">{job.openings}</TableCell>
                    <TableCell>{job.created_at ? new Date(job.created_at).toLocaleDateString() : '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {total > perPage && <Pager count={total} page={page} perPage={perPage} onPageChange={(value) => choose({ page: value === 1 ? undefined : String(value) })} />}
      </Paper>
    </Container>
  );
}
