import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Title,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import { chartSeries, formatValue, pieSlices, type ChartData } from './chart-rules';

// Only what the card draws is registered, so chart.js's other controllers
// and scales stay out of the bundle. Title is used by the PNG download only.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, PieController, ArcElement, CategoryScale, LinearScale, Legend, Tooltip, Title);

// palette: each colour reaches 3:1 or more against white (WCAG 1.4.11 for
// graphics), and neighbours differ in lightness as well as hue.
export const palette = ['#3f51b5', '#c62828', '#2e7d32', '#b45309', '#6a1b9a', '#00695c', '#ad1457', '#0277bd', '#4e342e', '#455a64'];
// textColour is the theme's text; gridColour the faint lines behind bars.
const textColour = 'rgba(0, 0, 0, 0.87)';
const gridColour = 'rgba(0, 0, 0, 0.12)';

export type DrawnType = 'bar' | 'line' | 'pie';

// whiteBackground paints the canvas white under the chart: a PNG of a bare
// canvas is transparent, and shows black in some image viewers.
export const whiteBackground: Plugin<DrawnType> = {
  id: 'whiteBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

// still draws once at the canvas's own size, without animation: the PNG
// download draws on a canvas of its own that is never laid out.
type Options = { title?: string; still?: boolean };

function frame(still: boolean) {
  return still ? { responsive: false, animation: false as const, devicePixelRatio: 2, layout: { padding: 24 } } : { responsive: true, maintainAspectRatio: false };
}

// chartConfig is the chart.js configuration of a card's chart; the page's
// chart and the PNG download draw the same one.
export function chartConfig(type: DrawnType, data: ChartData, seriesName: string, { title, still = false }: Options = {}): ChartConfiguration<DrawnType> {
  const dataType = data.dataType;
  const tooltip = {
    callbacks: {
      label: (item: { dataset: { label?: string }; label: string; raw: unknown }) =>
        `${type === 'pie' ? item.label : item.dataset.label ?? ''}: ${formatValue(item.raw as number | null, dataType)}`,
    },
  };
  const plugins = {
    title: { display: Boolean(title), text: title ?? '', align: 'start' as const, color: textColour, font: { size: 22, weight: 'bold' as const }, padding: { bottom: 24 } },
    tooltip,
    legend: { labels: { color: textColour } },
  };
  if (type === 'pie') {
    const slices = pieSlices(data);
    return {
      type,
      data: {
        labels: slices.labels,
        datasets: [{ label: seriesName, data: slices.values, backgroundColor: slices.labels.map((_, i) => palette[i % palette.length]), borderColor: '#ffffff', borderWidth: 2 }],
      },
      options: { ...frame(still), plugins: { ...plugins, legend: { position: 'right', labels: { color: textColour } } } },
    };
  }
  const { categories, series } = chartSeries(data, seriesName);
  return {
    type,
    data: {
      labels: categories,
      datasets: series.map((s, i) => ({
        label: s.label,
        data: s.values,
        backgroundColor: palette[i % palette.length],
        borderColor: palette[i % palette.length],
        borderWidth: type === 'line' ? 2 : 0,
        spanGaps: false,
      })),
    },
    options: {
      ...frame(still),
      plugins: { ...plugins, legend: { display: series.length > 1, labels: { color: textColour } } },
      scales: {
        x: { ticks: { color: textColour }, grid: { color: gridColour } },
        y: { beginAtZero: true, ticks: { color: textColour, callback: (value) => formatValue(Number(value), dataType) }, grid: { color: gridColour } },
      },
    },
  };
}
