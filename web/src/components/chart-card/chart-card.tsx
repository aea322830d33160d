import { Alert, Box, IconButton, Menu, MenuItem, Paper, Skeleton, Stack, SvgIcon, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useSnackbar } from '../toasts';
import { VisuallyHidden } from '../visually-hidden';
import { downloadChartPng } from './chart-png';
import { isEmpty, type ChartData, type ChartType } from './chart-rules';
import { ChartTable } from './chart-table';
import { ChartView } from './chart-view';
import { texts } from './texts';

export type ChartCardProps = {
  title: string;
  chartType: ChartType;
  data?: ChartData;
  loading?: boolean;
  // error is the text of a failed query (the API's message).
  error?: string | null;
  // headingLevel is the title's heading: h2 on a page of cards, h1 alone.
  headingLevel?: 'h1' | 'h2' | 'h3';
  // height of the chart area, so cards in a row line up.
  height?: number;
  // Each action is in the menu only when given; Download is built in and
  // shown unless download is false.
  onSave?: () => void;
  onEdit?: () => void;
  onShare?: () => void;
  onDelete?: () => void;
  download?: boolean;
  // footer is drawn under the chart (a share state, a hint).
  footer?: ReactNode;
};

type View = 'chart' | 'table';

const moreIcon = 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

// ChartCard shows one chart with its Chart and Table tabs and its menu
// (Save, Download, Edit, Share, Delete), or its loading, empty or error
// state. It is a region named by its title, so a page of cards reads as a
// list of named parts.
export function ChartCard(props: ChartCardProps) {
  const { title, chartType, data, loading = false, error, headingLevel = 'h2', height = 300, download = true, footer } = props;
  const id = useId();
  const [view, setView] = useState<View>('chart');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const ready = !loading && !error && data !== undefined && !isEmpty(data);
  // A table card's chart is its table: no tabs.
  const tabs = ready && chartType !== 'table';
  const scrolls = ready && (chartType === 'table' || view === 'table');

  const actions: Array<{ label: string; run: () => void; disabled?: boolean }> = [];
  if (props.onSave) actions.push({ label: texts.save, run: props.onSave });
  if (download) {
    actions.push({
      label: texts.download,
      disabled: !ready,
      run: () => {
        if (data) downloadChartPng(title, chartType, data).catch(() => enqueueSnackbar(texts.downloadFailed, { variant: 'error' }));
      },
    });
  }
  if (props.onEdit) actions.push({ label: texts.edit, run: props.onEdit });
  if (props.onShare) actions.push({ label: texts.share, run: props.onShare });
  if (props.onDelete) actions.push({ label: texts.delete, run: props.onDelete });

  let body: ReactNode;
  if (loading) {
    body = (
      <Box role="status" sx={{ height: '100%' }}>
        <VisuallyHidden>{texts.loading(title)}</VisuallyHidden>
        <Skeleton variant="rounded" height="100%" />
      </Box>
    );
  } else if (error) {
    body = <Alert severity="error">{error}</Alert>;
  } else if (!data || isEmpty(data)) {
    body = (
      <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography color="text.secondary">{texts.empty}</Typography>
      </Box>
    );
  } else if (view === 'table' && tabs) {
    body = <ChartTable title={title} data={data} />;
  } else {
    body = <ChartView title={title} chartType={chartType} data={data} />;
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id={`${id}-title`} component={headingLevel} variant="h6" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions.length > 0 && (
          <IconButton
            aria-label={texts.actions}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? `${id}-menu` : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            size="small"
          >
            <SvgIcon>
              <path d={moreIcon} />
            </SvgIcon>
          </IconButton>
        )}
      </Stack>
      <Menu id={`${id}-menu`} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              setMenuAnchor(null);
              action.run();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
      {tabs && (
        <Tabs value={view} onChange={(_, value: View) => setView(value)} aria-label={texts.views(title)} sx={{ minHeight: 40, mb: 1 }}>
          <Tab value="chart" label={texts.chartTab} id={`${id}-tab-chart`} aria-controls={`${id}-panel`} sx={{ minHeight: 40 }} />
          <Tab value="table" label={texts.tableTab} id={`${id}-tab-table`} aria-controls={`${id}-panel`} sx={{ minHeight: 40 }} />
        </Tabs>
      )}
      <Box
        id={`${id}-panel`}
        // The panel scrolls a long table, so it takes focus for the
        // keyboard to scroll it (axe: scrollable-region-focusable).
        role={tabs ? 'tabpanel' : scrolls ? 'group' : undefined}
        aria-labelledby={tabs ? `${id}-tab-${view}` : scrolls ? `${id}-title` : undefined}
        tabIndex={tabs || scrolls ? 0 : undefined}
        sx={{ height, mt: tabs ? 0 : 1, overflow: scrolls ? 'auto' : 'hidden' }}
      >
        {body}
      </Box>
      {footer}
    </Paper>
  );
}
