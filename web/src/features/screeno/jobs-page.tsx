import { Chip, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useJobs } from './api/get-jobs';
import { Breadcrumbs } from './components/breadcrumbs';
import { ProviderLogo } from './components/provider-logo';
import { sortedTags } from './rules';
import { texts } from './texts';
import { ScreenoPage } from './components/screeno-page';

// JobsPage is /screeno/jobs: each job's title (with its source's logo),
// its tags with counts and its total.
export function JobsPage() {
  const jobs = useJobs('table_view');
  const rows = jobs.data?.jobs ?? [];
  return (
    <ScreenoPage>
      <Breadcrumbs trail={[{ label: texts.home, to: '/screeno' }, { label: texts.jobs }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
        {texts.jobs}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={texts.jobs}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.title}</TableCell>
              <TableCell>{texts.tags}</TableCell>
              <TableCell align="right">{texts.total}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((j) => (
              <TableRow key={j.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <ProviderLogo provider={j.ats_provider} />
                    <Link component={RouterLink} to={`/screeno/jobs/${j.id}`}>
                      {j.title}
                    </Link>
                  </Stack>
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {sortedTags(j.tag_counts).map(([tag, n]) => (
                      <Chip key={tag} size="small" variant="outlined" color={tag === 'No tags' ? 'default' : 'primary'} label={`${tag} ${n}`} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell align="right">{j.total_candidates ?? 0}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !jobs.isLoading && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {texts.jobsEmpty}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </ScreenoPage>
  );
}
