import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ChartView } from '../../components/chart-card/chart-view';
import type { ChartData } from '../../components/chart-card/chart-rules';
import { useSnackbar } from '../../components/toasts';
import { useRequestCallback, type Callback } from './api/request-callback';
import { useWandUsage, type WandUsage } from './api/get-wand-usage';
import { ScreenoPage } from './components/screeno-page';
import { useCanScreen } from './use-can-screen';
import { wandTexts as texts } from './wand-texts';

// dayLabel shows a chart day (a UTC date) as "28 Nov".
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function errorText(error: Error): string {
  return error.message && error.message !== 'Something went wrong' ? error.message : texts.somethingWentWrong;
}

// WandPage is /wand, the extension's companion: the downloads chart
// (a marked sample while the company has none), the totals, the boards,
// and the ATS promotion.
export function WandPage() {
  const { verified } = useCanScreen();
  const usage = useWandUsage();
  const callback = useRequestCallback();
  const { enqueueSnackbar } = useSnackbar();
  const [demo, setDemo] = useState(false);
  const ask = (kind: Callback, done: string) =>
    callback.mutate(kind, {
      onSuccess: () => enqueueSnackbar(done, { variant: 'success' }),
      onError: (e) => enqueueSnackbar(errorText(e), { variant: 'error' }),
    });
  const data = usage.data;

  return (
    <ScreenoPage>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
        {texts.title}
      </Typography>
      {!verified && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {texts.verificationNeeded}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined" component="section" aria-labelledby="wand-chart-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="wand-chart-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                {texts.chartTitle}
              </Typography>
              {usage.isPending && (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
                  <CircularProgress aria-label={texts.chartTitle} />
                </Box>
              )}
              {usage.isError && (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={() => usage.refetch()}>
                      {texts.retry}
                    </Button>
                  }>
                  {texts.loadFailed}
                </Alert>
              )}
              {data && <UsageChart usage={data} />}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="section" aria-labelledby="wand-total-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="wand-total-title" variant="h6" component="h2">
                {texts.totalDownloads}
              </Typography>
              {data ? (
                <>
                  <Typography component="p" variant="h3" sx={{ fontWeight: 700, my: 1 }}>
                    {data.total_downloads ?? 0}
                  </Typography>
                  <Chip color={(data.last_week_count ?? 0) > 0 ? 'success' : 'default'} label={texts.weeklyGain(data.last_week_count ?? 0)} />
                </>
              ) : (
                <Typography component="p" variant="h3" color="text.secondary" sx={{ my: 1 }}>
                  –
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" component="section" aria-labelledby="wand-boards-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="wand-boards-title" variant="h6" component="h2">
                {texts.boardsTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {texts.boardsText}
              </Typography>
              <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                {(data?.boards ?? []).map((b) => (
                  <li key={b.id}>
                    <Chip variant="outlined" label={b.name} />
                  </li>
                ))}
              </Stack>
            </CardContent>
            <CardActions>
              <Button onClick={() => ask({ integration: 'wand_board' }, texts.boardRequested)} disabled={callback.isPending}>
                {texts.requestBoard}
              </Button>
            </CardActions>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" component="section" aria-labelledby="wand-promo-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="wand-promo-title" variant="h6" component="h2">
                {texts.promoTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {texts.promoText}
              </Typography>
            </CardContent>
            <CardActions>
              <Button variant="outlined" onClick={() => setDemo(true)}>
                {texts.watchDemo}
              </Button>
              <Button variant="contained" onClick={() => ask({ integration: 'hirekit_ats' }, texts.demoScheduled)} disabled={callback.isPending}>
                {texts.scheduleDemo}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      </Grid>
      <Dialog open={demo} onClose={() => setDemo(false)} maxWidth="sm" fullWidth aria-labelledby="wand-demo-title">
        <DialogTitle id="wand-demo-title">{texts.demoTitle}</DialogTitle>
        <DialogContent>
          <Box component="ol" sx={{ pl: 2.5, mt: 0 }}>
            {texts.demoSteps.map((line) => (
              <Typography component="li" key={line} variant="body2" sx={{ mb: 1 }}>
                {line}
              </Typography>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDemo(false)}>{texts.close}</Button>
        </DialogActions>
      </Dialog>
    </ScreenoPage>
  );
}

// UsageChart draws the days as a line (named for screen readers) and
// holds the same numbers as a table one button away.
function UsageChart({ usage }: { usage: WandUsage }) {
  const [table, setTable] = useState(false);
  // The server sends every field; the generated types call them optional.
  const points = (usage.wand_usage_data ?? []).map((p) => ({ date: p.date ?? '', downloads: p.downloads ?? 0, sample: p.sample === true }));
  const sample = points.some((p) => p.sample);
  const series = sample ? texts.sampleSeries : texts.downloads;
  const chart: ChartData = { xAxis: points.map((p) => dayLabel(p.date)), labels: [series], data: [points.map((p) => p.downloads)], response_type: 'series' };
  return (
    <>
      {sample && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {texts.sampleNote}
        </Alert>
      )}
      <Box sx={{ height: 280, opacity: sample ? 0.55 : 1 }}>
        <ChartView title={sample ? `${texts.chartTitle} (${texts.sampleSeries})` : texts.chartTitle} chartType="line" data={chart} />
      </Box>
      <Button size="small" sx={{ mt: 1 }} aria-expanded={table} aria-controls="wand-chart-table" onClick={() => setTable(!table)}>
        {table ? texts.hideTable : texts.showTable}
      </Button>
      {table && (
        <Table id="wand-chart-table" size="small" aria-label={`${texts.chartTitle}${sample ? ` (${texts.sampleSeries})` : ''}`}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.date}</TableCell>
              <TableCell align="right">{series}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.date}>
                <TableCell component="th" scope="row">
                  {dayLabel(p.date)}
                </TableCell>
                <TableCell align="right">{p.downloads}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
