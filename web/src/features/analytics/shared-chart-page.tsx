import { Container } from '@mui/material';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { usePermissions } from '../../api/queries/user-context';
import { ChartCard } from '../../components/chart-card/chart-card';
import { StatusPage } from '../../components/status-page';
import { useChart } from './api/get-chart';
import { texts } from './texts';

// SharedChartPage is /analytics/charts?chartSlug=…&share_token=…: one
// chart, read-only, with Download; the link a chart's owner shared (opened
// in a new window), or one's own chart without a token. A chart that is
// not there, or a link that was revoked, is "Chart not found".
export function SharedChartPage() {
  const { can, ready } = usePermissions();
  const [params] = useSearchParams();
  const slug = params.get('chartSlug') ?? '';
  const token = params.get('share_token') ?? undefined;
  const chart = useChart(slug, token);

  if (ready && !can('analytics.view')) return <StatusPage code={403} message={texts.forbidden} />;
  if (slug === '' || (chart.error instanceof ApiError && chart.error.status === 404)) return <StatusPage code={404} message={texts.chartNotFound} />;
  const view = chart.data;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ChartCard
        title={view?.chart?.title ?? texts.sharedBy}
        chartType={view?.chart?.chart_type ?? 'bar'}
        data={view?.data}
        loading={chart.isPending}
        error={chart.isError ? chart.error.message : null}
        headingLevel="h1"
        height={420}
      />
    </Container>
  );
}
