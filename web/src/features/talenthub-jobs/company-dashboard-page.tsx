import { Alert, Button, Container, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/client';
import { LoadingBar } from '../../components/loading-bar';
import { useCompanyJobs } from './api/get-company-jobs';
import { useViewer } from './session-kind';
import { applicantsText, dashboardTitleText, fallbackErrorText, forbiddenText, jobFieldText, noBoardJobsText, postedOnText, postJobText, statusText } from './texts';

// CompanyDashboardPage is /talenthub/company/dashboard: the company's board
// jobs, open first, with their quick applies (the applications themselves
// are in the ATS, source talenthub).
export function CompanyDashboardPage() {
  const viewer = useViewer();
  const jobs = useCompanyJobs();
  if (viewer === 'candidate') return <Alert severity="error" sx={{ m: 4 }}>{forbiddenText}</Alert>;
  if (jobs.isPending) return <LoadingBar />;
  if (jobs.isError) {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {jobs.error instanceof ApiError && jobs.error.message ? jobs.error.message : fallbackErrorText}
      </Alert>
    );
  }
  const list = jobs.data?.jobs ?? [];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {dashboardTitleText}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/talenthub/post-job">
          {postJobText}
        </Button>
      </Stack>
      {list.length === 0 ? (
        <Typography color="text.secondary">{noBoardJobsText}</Typography>
      ) : (
        <Table aria-label={dashboardTitleText}>
          <TableHead>
            <TableRow>
              <TableCell>{jobFieldText}</TableCell>
              <TableCell>{statusText}</TableCell>
              <TableCell align="right">{applicantsText}</TableCell>
              <TableCell>{postedOnText}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((j) => (
              <TableRow key={j.requisition_id}>
                <TableCell>
                  <Link component={RouterLink} to={`/talenthub/${encodeURIComponent(j.company_slug ?? '')}/jobs/${encodeURIComponent(j.slug ?? '')}`}>
                    {j.designation}
                  </Link>
                </TableCell>
                <TableCell>{j.status === 'open' ? 'Open' : 'Closed'}</TableCell>
                <TableCell align="right">{j.applicants ?? 0}</TableCell>
                <TableCell>{j.published_at ? new Date(j.published_at).toLocaleDateString() : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Container>
  );
}
