import { Alert, Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { usePermissions } from '../../api/queries/user-context';
import { ChartCard } from '../../components/chart-card/chart-card';
import { StatusPage } from '../../components/status-page';
import { useSnackbar } from '../../components/toasts';
import type { AnalyticsChart, AnalyticsMetric } from './api/analytics-keys';
import { useChart } from './api/get-chart';
import { useMetrics } from './api/list-metrics';
import { useQueryData } from './api/run-query';
import { useSaveChart } from './api/save-chart';
import { ExplorerForm } from './components/explorer-form';
import { chartRequest, checkChart, checkQuery, choiceErrorsOf, choicesOf, forMetric, maxTitleLength, noChoices, queryOf, type ChoiceErrors, type Choices } from './explorer-rules';
import { dashboardPath } from './paths';
import { texts } from './texts';
import { useDebounced } from './use-debounced';
import { useFilterChoices } from './use-filter-choices';

// The preview asks again once the choices have rested this long.
const previewDelayMs = 400;

// ExplorerPage is /analytics/metrics-explorer (and /edit): a new chart, or
// with ?chartSlug= one of the caller's charts to change.
export function ExplorerPage() {
  const { can, ready } = usePermissions();
  const [params] = useSearchParams();
  const slug = params.get('chartSlug') ?? '';
  const metrics = useMetrics();
  const existing = useChart(slug);

  if (ready && !can('analytics.view')) return <StatusPage code={403} message={texts.forbidden} />;
  if (slug && existing.isError && existing.error instanceof ApiError && existing.error.status === 404) return <StatusPage code={404} message={texts.chartNotFound} />;
  const failure = metrics.error ?? (slug ? existing.error : null);
  if (failure) {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{failure.message}</Alert>
      </Container>
    );
  }
  if (metrics.isPending || (slug && existing.isPending)) {
    return (
      <Typography role="status" color="text.secondary" sx={{ p: 4 }}>
        {texts.loading}
      </Typography>
    );
  }
  return <Explorer key={slug} metrics={metrics.data?.metrics ?? []} chart={slug ? existing.data?.chart : undefined} />;
}

function Explorer({ metrics, chart }: { metrics: AnalyticsMetric[]; chart?: AnalyticsChart }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveChart();
  const [choices, setChoices] = useState<Choices>(() => (chart ? choicesOf(chart) : noChoices));
  const [titleTouched, setTitleTouched] = useState(Boolean(chart));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ChoiceErrors>({});
  const [saveMessage, setSaveMessage] = useState<string | null>(null);
  const metric = metrics.find((m) => m.key === choices.metric);
  const choiceLists = useFilterChoices({
    jobs: metric?.filters?.includes('jobs') ?? false,
    departments: metric?.filters?.includes('departments') ?? false,
    sources: metric?.filters?.includes('sources') ?? false,
    recruiters: metric?.filters?.includes('recruiters') ?? false,
  });

  const query = useDebounced(queryOf(choices, metric), previewDelayMs);
  const previewable = query.metric !== '' && !(query.filters?.from && query.filters.to && query.filters.from > query.filters.to);
  const preview = useQueryData(query, { enabled: previewable, keepPrevious: true });
  const previewErrors = preview.error instanceof ApiError ? choiceErrorsOf(preview.error.fieldErrors).fields : {};
  // Before a save is tried, only dates the wrong way round are pointed out
  // (an empty title is no mistake yet).
  const checked = submitted ? checkChart(choices) : { to: checkQuery(choices).to };
  const errors: ChoiceErrors = { ...previewErrors, ...serverErrors, ...Object.fromEntries(Object.entries(checked).filter(([, message]) => message)) };

  function change(next: Partial<Choices>) {
    setChoices((current) => ({ ...current, ...next }));
    // A field's server error goes once the field changes.
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in next))));
  }

  function pickMetric(key: string) {
    const picked = metrics.find((m) => m.key === key);
    if (!picked) return;
    setChoices((current) => forMetric(current, picked, titleTouched));
    setServerErrors({});
  }

  function submit() {
    setSubmitted(true);
    setSaveMessage(null);
    if (Object.keys(checkChart(choices)).length > 0) return;
    // Only one's own chart is changed; the server refuses any other.
    const slug = chart?.owned ? chart.slug : undefined;
    save.mutate(
      { slug, chart: chartRequest(choices, metric) },
      {
        onSuccess: () => {
          enqueueSnackbar(texts.saved, { variant: 'success' });
          navigate(dashboardPath);
        },
        onError: (error) => {
          const placed = error instanceof ApiError ? choiceErrorsOf(error.fieldErrors) : { fields: {}, other: [] };
          setServerErrors(placed.fields);
          const placedAny = Object.keys(placed.fields).length > 0;
          setSaveMessage(placed.other.length > 0 ? placed.other.join(' ') : placedAny ? null : error.message);
        },
      },
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {chart ? texts.editTitle : texts.explorerTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 380px) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper component="section" aria-label={texts.settings} variant="outlined" sx={{ p: 2 }}>
          <ExplorerForm metrics={metrics} metric={metric} choices={choices} choiceLists={choiceLists} errors={errors} onMetric={pickMetric} onChange={change} />
        </Paper>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {metric ? (
            <ChartCard
              title={choices.title.trim() || metric.title || texts.preview}
              chartType={choices.chartType}
              data={previewable ? preview.data : undefined}
              loading={previewable && preview.isPending}
              error={preview.isError ? preview.error.message : null}
              height={360}
              onSave={submit}
            />
          ) : (
            <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
              <Typography color="text.secondary">{texts.pickMetricFirst}</Typography>
            </Paper>
          )}
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                label={texts.title}
                value={choices.title}
                onChange={(event) => {
                  setTitleTouched(true);
                  change({ title: event.target.value });
                }}
                required
                fullWidth
                size="small"
                error={Boolean(errors.title)}
                helperText={errors.title}
                slotProps={{ htmlInput: { maxLength: maxTitleLength } }}
              />
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  {save.isPending ? texts.saving : texts.save}
                </Button>
                <Button component={RouterLink} to={dashboardPath}>
                  {texts.cancel}
                </Button>
              </Stack>
            </Stack>
            {saveMessage && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {saveMessage}
              </Alert>
            )}
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
