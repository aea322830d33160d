import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import type { MetricChoice } from '../api/metrics';
import { texts } from '../texts';

export type MetricQuery = { metric: string; group_by: string; period: string; from: string; to: string };

export const noMetric: MetricQuery = { metric: '', group_by: '', period: '', from: '', to: '' };

type Props = { metrics: MetricChoice[]; error?: string; value: MetricQuery; onChange: (value: MetricQuery) => void };

// MetricFields chooses a metric with its grouping, period and dates, as
// the metrics explorer does.
export function MetricFields({ metrics, error, value, onChange }: Props) {
  const chosen = metrics.find((m) => m.key === value.metric);
  const set = (change: Partial<MetricQuery>) => onChange({ ...value, ...change });
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (metrics.length === 0) return <Alert severity="info">{texts.noMetrics}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField select size="small" label={texts.metricLabel} value={value.metric} onChange={(e) => onChange({ ...noMetric, from: value.from, to: value.to, metric: e.target.value })}>
        {metrics.map((m) => (
          <MenuItem key={m.key} value={m.key}>
            {m.title}
          </MenuItem>
        ))}
      </TextField>
      {chosen && chosen.groupBy.length > 0 && (
        <TextField select size="small" label={texts.groupBy} value={value.group_by} onChange={(e) => set({ group_by: e.target.value })}>
          <MenuItem value="">{texts.none}</MenuItem>
          {chosen.groupBy.map((g) => (
            <MenuItem key={g} value={g}>
              {g.replace(/_/g, ' ')}
            </MenuItem>
          ))}
        </TextField>
      )}
      {chosen?.periods && (
        <TextField select size="small" label={texts.period} value={value.period} onChange={(e) => set({ period: e.target.value })}>
          {Object.entries(texts.periods).map(([v, label]) => (
            <MenuItem key={v} value={v}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={2}>
        <TextField size="small" type="date" label={texts.from} value={value.from} onChange={(e) => set({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
        <TextField size="small" type="date" label={texts.to} value={value.to} onChange={(e) => set({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
      </Stack>
    </Stack>
  );
}
