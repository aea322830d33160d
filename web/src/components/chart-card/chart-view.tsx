import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Chart as ChartCanvas } from 'react-chartjs-2';
import { chartConfig } from './chart-config';
import { formatValue, singleValue, type ChartData, type ChartType } from './chart-rules';
import { ChartTable } from './chart-table';
import { texts } from './texts';

type Props = { title: string; chartType: ChartType; data: ChartData };

// ChartView is the card's Chart tab: a chart.js canvas named for screen
// readers (the Table tab holds the same numbers as text), the big single
// value of a number card, or the table itself for a table card.
export function ChartView({ title, chartType, data }: Props) {
  if (chartType === 'number') {
    return (
      <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography component="p" variant="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere', textAlign: 'center' }}>
          {formatValue(singleValue(data), data.dataType)}
        </Typography>
      </Box>
    );
  }
  if (chartType === 'table') return <ChartTable title={title} data={data} />;
  return <DrawnChart title={title} chartType={chartType} data={data} />;
}

function DrawnChart({ title, chartType, data }: { title: string; chartType: 'bar' | 'line' | 'pie'; data: ChartData }) {
  const config = useMemo(() => chartConfig(chartType, data, title), [chartType, data, title]);
  return (
    // chart.js sizes the canvas to this box (responsive, no aspect ratio).
    <Box sx={{ position: 'relative', height: '100%', minHeight: 0 }}>
      <ChartCanvas type={config.type} data={config.data} options={config.options} role="img" aria-label={texts.chartName(title, chartType)}>
        {texts.chartName(title, chartType)}
      </ChartCanvas>
    </Box>
  );
}
