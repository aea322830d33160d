import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../api/queries/user-context';
import { StatusPage } from '../../components/status-page';
import { useSnackbar } from '../../components/toasts';
import type { AnalyticsChart } from './api/analytics-keys';
import { useDeleteChart } from './api/delete-chart';
import { useCharts } from './api/list-charts';
import { useShareChart, useUnshareChart } from './api/share-chart';
import { DashboardChart } from './components/dashboard-chart';
import { DeleteChartDialog } from './components/delete-chart-dialog';
import { ShareDialog } from './components/share-dialog';
import { explorerPath } from './paths';
import { texts } from './texts';

// DashboardPage is /analytics: the caller's saved charts as a grid of
// cards (one column on a phone), each drawing its own query; New chart
// opens the explorer. Edit, Share and Delete act on one's own charts.
export function DashboardPage() {
  const { can, ready } = usePermissions();
  const charts = useCharts();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteChart();
  const share = useShareChart();
  const unshare = useUnshareChart();
  const [deleting, setDeleting] = useState<AnalyticsChart | null>(null);
  const [sharing, setSharing] = useState<{ slug: string; url: string } | null>(null);
  const failed = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });

  // A live link is shown again rather than replaced: a new one would stop
  // the link already sent to people from working.
  function openShare(chart: AnalyticsChart) {
    const slug = chart.slug ?? '';
    if (chart.share_url) return setSharing({ slug, url: chart.share_url });
    share.mutate(slug, { onSuccess: (answer) => setSharing({ slug, url: answer.share_url ?? '' }), onError: failed });
  }

  function stopSharing() {
    if (!sharing) return;
    unshare.mutate(sharing.slug, {
      onSuccess: () => {
        setSharing(null);
        enqueueSnackbar(texts.sharingStopped, { variant: 'success' });
      },
      onError: failed,
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.slug ?? '', {
      onSuccess: () => {
        setDeleting(null);
        enqueueSnackbar(texts.deleted, { variant: 'success' });
      },
      onError: failed,
    });
  }

  if (ready && !can('analytics.view')) return <StatusPage code={403} message={texts.forbidden} />;
  const list = charts.data?.charts ?? [];
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {texts.dashboardTitle}
        </Typography>
        <Button variant="contained" component={RouterLink} to={explorerPath()}>
          {texts.newChart}
        </Button>
      </Stack>
      {charts.isPending ? (
        <Typography role="status" color="text.secondary">
          {texts.loading}
        </Typography>
      ) : charts.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void charts.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {charts.error.message || texts.chartsFailed}
        </Alert>
      ) : list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {texts.noCharts}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {texts.noChartsHint}
          </Typography>
          <Button variant="outlined" component={RouterLink} to={explorerPath()}>
            {texts.newChart}
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
          {list.map((chart) => (
            <DashboardChart key={chart.slug} chart={chart} onEdit={(c) => navigate(explorerPath(c.slug))} onShare={openShare} onDelete={setDeleting} />
          ))}
        </Box>
      )}
      <DeleteChartDialog title={deleting ? (deleting.title ?? '') : null} busy={remove.isPending} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
      <ShareDialog url={sharing?.url ?? null} busy={unshare.isPending} onStop={stopSharing} onClose={() => setSharing(null)} />
    </Container>
  );
}
