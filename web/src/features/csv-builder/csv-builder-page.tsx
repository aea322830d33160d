import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, LinearProgress, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { decodeFilter, type CandidateFilter } from '../../api/navigation-token';
import { usePermissions } from '../../api/queries/user-context';
import { useCreateExport, type ExportRequest } from './api/create-export';
import { useDownloadExport } from './api/download-export';
import { useExportColumns, type ExportColumn } from './api/export-columns';
import { underWay, useExport } from './api/get-export';
import { useMetrics } from './api/metrics';
import { CandidateFilterFields } from './components/candidate-filter';
import { ColumnPicker } from './components/column-picker';
import { MetricFields, noMetric, type MetricQuery } from './components/metric-fields';
import { texts } from './texts';

type Kind = 'candidates' | 'metric';
type Format = 'csv' | 'xlsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function metricBody(q: MetricQuery): NonNullable<ExportRequest['metric']> {
  const filters: { from?: string; to?: string } = {};
  if (q.from) filters.from = q.from;
  if (q.to) filters.to = q.to;
  return { metric: q.metric, filters, ...(q.group_by ? { group_by: q.group_by } : {}), ...(q.period ? { period: q.period as 'day' | 'week' | 'month' } : {}) };
}

// CsvBuilderPage is /csv-builder: a candidate list (the candidate list's
// filter, taken from ?navigation_token= when opened from /candidates) with
// chosen and ordered columns, or a metric, exported as CSV or XLSX in the
// background; the progress shows while it is written, then the file
// downloads.
export function CsvBuilderPage() {
  const { can, ready } = usePermissions();
  const allowed = can('exports.create');
  const [params] = useSearchParams();
  const [kind, setKind] = useState<Kind>('candidates');
  const [format, setFormat] = useState<Format>('csv');
  const [filter, setFilter] = useState<CandidateFilter>(() => decodeFilter(params.get('navigation_token')));
  const [everyJob, setEveryJob] = useState(params.get('view') === 'spreadsheet');
  const [order, setOrder] = useState<ExportColumn[] | null>(null);
  const [chosenKeys, setChosenKeys] = useState<string[] | null>(null);
  const [metric, setMetric] = useState<MetricQuery>(noMetric);
  const [slug, setSlug] = useState<string>();
  const columnsQuery = useExportColumns(allowed);
  const metrics = useMetrics(allowed && kind === 'metric');
  const create = useCreateExport();
  const progress = useExport(slug);
  const download = useDownloadExport();

  if (ready && !allowed) {
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity="error">{texts.cannot}</Alert>
      </Box>
    );
  }
  const columns = order ?? columnsQuery.data ?? [];
  const chosen = chosenKeys ?? columns.filter((c) => c.default).map((c) => c.key);
  const current = progress.data;
  const busy = create.isPending || underWay(current);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    download.reset();
    const body: ExportRequest =
      kind === 'candidates'
        ? { kind, format, columns: chosen, filters: filter, ...(everyJob ? { view: 'spreadsheet' as const } : {}) }
        : { kind, format, metric: metricBody(metric) };
    create.mutate(body, { onSuccess: (x) => setSlug(x.slug) });
  };
  const error = create.error instanceof ApiError ? create.error.message : create.error ? String(create.error) : undefined;
  const metricsError = metrics.error instanceof ApiError ? metrics.error.message : undefined;
  const percent = current && current.rows_total > 0 ? Math.min(100, (100 * current.rows_done) / current.rows_total) : 0;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 'lg' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }} aria-label={texts.title} noValidate>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="export-kind">{texts.what}</FormLabel>
            <RadioGroup row aria-labelledby="export-kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              <FormControlLabel value="candidates" control={<Radio />} label={texts.candidates} />
              <FormControlLabel value="metric" control={<Radio />} label={texts.metric} />
            </RadioGroup>
          </FormControl>
          {kind === 'candidates' ? (
            <>
              <Section title={texts.filter}>
                <CandidateFilterFields filter={filter} onChange={setFilter} everyJob={everyJob} onEveryJob={setEveryJob} />
              </Section>
              <Section title={texts.columns}>
                {columnsQuery.isPending && <LinearProgress aria-label={texts.columns} />}
                <ColumnPicker
                  columns={columns}
                  chosen={chosen}
                  onChange={(nextOrder, nextChosen) => {
                    setOrder(nextOrder);
                    setChosenKeys(nextChosen);
                  }}
                />
              </Section>
            </>
          ) : (
            <Section title={texts.metricLabel}>
              {metrics.isPending ? <LinearProgress aria-label={texts.metricLabel} /> : <MetricFields metrics={metrics.data ?? []} error={metricsError} value={metric} onChange={setMetric} />}
            </Section>
          )}
          <FormControl>
            <FormLabel id="export-format">{texts.format}</FormLabel>
            <RadioGroup row aria-labelledby="export-format" value={format} onChange={(e) => setFormat(e.target.value as Format)}>
              <FormControlLabel value="csv" control={<Radio />} label={texts.csv} />
              <FormControlLabel value="xlsx" control={<Radio />} label={texts.xlsx} />
            </RadioGroup>
          </FormControl>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy || (kind === 'candidates' && chosen.length === 0) || (kind === 'metric' && !metric.metric)}>
              {busy ? texts.exporting : texts.export}
            </Button>
          </Box>
          {current && (
            <Box aria-live="polite" data-testid="export-status">
              {underWay(current) && (
                <Stack spacing={1}>
                  <LinearProgress variant={current.rows_total > 0 ? 'determinate' : 'indeterminate'} value={percent} aria-label={texts.exporting} />
                  <Typography variant="body2">{texts.progress(current.rows_done, current.rows_total)}</Typography>
                </Stack>
              )}
              {current.status === 'done' && (
                <Alert
                  severity="success"
                  action={
                    <Button color="inherit" size="small" disabled={download.isPending} onClick={() => download.mutate({ slug: current.slug, filename: current.filename })}>
                      {texts.download}
                    </Button>
                  }
                >
                  {texts.ready(current.filename)} {texts.progress(current.rows_done, current.rows_total)}. {texts.expires}
                </Alert>
              )}
              {current.status === 'failed' && (
                <Alert severity="error">
                  {texts.failed}: {current.error}
                </Alert>
              )}
              {download.error && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {download.error.message}
                </Alert>
              )}
            </Box>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
