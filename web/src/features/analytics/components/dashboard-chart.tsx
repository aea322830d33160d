import { Chip } from '@mui/material';
import { ChartCard } from '../../../components/chart-card/chart-card';
import type { AnalyticsChart } from '../api/analytics-keys';
import { useQueryData } from '../api/run-query';
import { texts } from '../texts';

type Props = {
  chart: AnalyticsChart;
  onEdit: (chart: AnalyticsChart) => void;
  onShare: (chart: AnalyticsChart) => void;
  onDelete: (chart: AnalyticsChart) => void;
};

// DashboardChart is one saved chart on the dashboard: it asks for its own
// data (cached by its query), and offers Edit, Share and Delete on the
// caller's own charts. Save is left out: it is saved already.
export function DashboardChart({ chart, onEdit, onShare, onDelete }: Props) {
  const data = useQueryData(chart.query ?? {});
  const owned = chart.owned ?? false;
  return (
    <ChartCard
      title={chart.title ?? ''}
      chartType={chart.chart_type ?? 'bar'}
      data={data.data}
      loading={data.isPending}
      error={data.isError ? data.error.message : null}
      onEdit={owned ? () => onEdit(chart) : undefined}
      onShare={owned ? () => onShare(chart) : undefined}
      onDelete={owned ? () => onDelete(chart) : undefined}
      footer={chart.share_url ? <Chip size="small" variant="outlined" label={texts.shared} sx={{ alignSelf: 'flex-start', mt: 1 }} /> : undefined}
    />
  );
}
