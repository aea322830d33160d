import { ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ChartType } from '../../../components/chart-card/chart-rules';
import type { AnalyticsMetric } from '../api/analytics-keys';
import { chartTypeChoices, groupingLabel, periods, takes, type ChoiceErrors, type Choices, type Period } from '../explorer-rules';
import { texts } from '../texts';
import type { FilterChoices } from '../use-filter-choices';
import { MultiPicker } from '../../../components/multi-picker';

type Props = {
  metrics: AnalyticsMetric[];
  metric: AnalyticsMetric | undefined;
  choices: Choices;
  choiceLists: FilterChoices;
  errors: ChoiceErrors;
  onMetric: (key: string) => void;
  onChange: (change: Partial<Choices>) => void;
};

// showEmpty shows the empty choice's name (None, Whole range) in a select,
// with the label above it, rather than an empty box.
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

// ExplorerForm is the explorer's choices: the metric (title and
// description), the filters it takes, its grouping, period and chart type.
export function ExplorerForm({ metrics, metric, choices, choiceLists, errors, onMetric, onChange }: Props) {
  const groupings = metric?.group_by ?? [];
  const byKey = new Map(metrics.map((m) => [m.key ?? '', m]));
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={texts.metric}
        value={choices.metric}
        onChange={(event) => onMetric(event.target.value)}
        error={Boolean(errors.metric)}
        helperText={errors.metric ?? metric?.description}
        slotProps={{ select: { renderValue: (key) => byKey.get(String(key))?.title ?? String(key), MenuProps: { slotProps: { paper: { style: { maxHeight: 300 } } } } } }}
      >
        {metrics.map((m) => (
          <MenuItem key={m.key} value={m.key} sx={{ whiteSpace: 'normal' }}>
            <ListItemText primary={m.title} secondary={m.description} />
          </MenuItem>
        ))}
      </TextField>

      {metric && (metric.filters ?? []).length > 0 && (
        <Typography variant="subtitle2" component="h2">
          {texts.filters}
        </Typography>
      )}
      {takes(metric, 'jobs') && <MultiPicker label={texts.jobs} options={choiceLists.jobs} value={choices.jobs} onChange={(jobs) => onChange({ jobs })} error={errors.jobs} />}
      {takes(metric, 'departments') && (
        <MultiPicker label={texts.departments} options={choiceLists.departments} value={choices.departments} onChange={(departments) => onChange({ departments })} error={errors.departments} />
      )}
      {takes(metric, 'sources') && <MultiPicker label={texts.sources} options={choiceLists.sources} value={choices.sources} onChange={(sources) => onChange({ sources })} error={errors.sources} />}
      {takes(metric, 'recruiters') && (
        <MultiPicker label={texts.recruiters} options={choiceLists.recruiters} value={choices.recruiters} onChange={(recruiters) => onChange({ recruiters })} error={errors.recruiters} />
      )}
      {(takes(metric, 'from') || takes(metric, 'to')) && (
        <Stack direction="row" spacing={2}>
          {takes(metric, 'from') && (
            <TextField
              size="small"
              type="date"
              label={texts.from}
              value={choices.from}
              onChange={(event) => onChange({ from: event.target.value })}
              error={Boolean(errors.from)}
              helperText={errors.from}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: choices.to || undefined } }}
              fullWidth
            />
          )}
          {takes(metric, 'to') && (
            <TextField
              size="small"
              type="date"
              label={texts.to}
              value={choices.to}
              onChange={(event) => onChange({ to: event.target.value })}
              error={Boolean(errors.to)}
              helperText={errors.to}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: choices.from || undefined } }}
              fullWidth
            />
          )}
        </Stack>
      )}

      {groupings.length > 0 && (
        <TextField
          select
          size="small"
          label={texts.groupBy}
          value={choices.groupBy}
          onChange={(event) => onChange({ groupBy: event.target.value })}
          error={Boolean(errors.groupBy)}
          helperText={errors.groupBy}
          slotProps={showEmpty}
        >
          <MenuItem value="">{texts.noGrouping}</MenuItem>
          {groupings.map((key) => (
            <MenuItem key={key} value={key}>
              {groupingLabel(key)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {metric?.periods && (
        <TextField
          select
          size="small"
          label={texts.period}
          value={choices.period}
          onChange={(event) => onChange({ period: event.target.value as Period })}
          error={Boolean(errors.period)}
          helperText={errors.period}
          slotProps={showEmpty}
        >
          <MenuItem value="">{texts.wholeRange}</MenuItem>
          {periods.map((period) => (
            <MenuItem key={period} value={period}>
              {texts.periods[period]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {metric && (
        <TextField
          select
          size="small"
          label={texts.chartType}
          value={choices.chartType}
          onChange={(event) => onChange({ chartType: event.target.value as ChartType })}
          error={Boolean(errors.chartType)}
          helperText={errors.chartType}
        >
          {chartTypeChoices(metric).map((type) => (
            <MenuItem key={type} value={type}>
              {texts.chartTypes[type]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
