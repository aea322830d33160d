import { Chart } from 'chart.js';
import { chartConfig, whiteBackground, type DrawnType } from './chart-config';
import { chartTable, formatValue, pngName, singleValue, type ChartData, type ChartType } from './chart-rules';

// The PNG download draws the chart again on a canvas of its own, at a fixed
// size and without animation, with the title on top and a white ground:
// the card's canvas may be hidden behind the Table tab, sized for a phone,
// or mid-animation, and a number or a table has no canvas at all.
const width = 960;
const height = 540;
const scale = 2;
const font = '"Liberation Sans", "Helvetica Neue", Arial, sans-serif';
const textColour = 'rgba(0, 0, 0, 0.87)';
const mutedColour = 'rgba(0, 0, 0, 0.6)';

function offscreenCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', left: '-10000px', top: '0' });
  document.body.appendChild(canvas);
  return canvas;
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))), 'image/png');
  });
}

// drawText draws a number or a table card: the title, then the big value
// or the table's rows (the same rows as the Table tab).
function drawText(canvas: HTMLCanvasElement, title: string, chartType: ChartType, data: ChartData) {
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The image could not be made');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = textColour;
  ctx.textBaseline = 'top';
  ctx.font = `bold 22px ${font}`;
  ctx.fillText(title, 32, 28, width - 64);
  if (chartType === 'number') {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold 96px ${font}`;
    ctx.fillText(formatValue(singleValue(data), data.dataType), width / 2, height / 2 + 20, width - 64);
    return;
  }
  const table = chartTable(data);
  const columns = ['', ...table.columns];
  const rows = [...table.rows, ...(table.total ? [table.total] : [])];
  const rowHeight = Math.min(36, (height - 120) / (rows.length + 1));
  const first = 220;
  const rest = (width - 64 - first) / Math.max(1, columns.length - 1);
  const x = (j: number) => (j === 0 ? 32 : 32 + first + rest * j);
  ctx.font = `bold 16px ${font}`;
  ctx.textAlign = 'right';
  columns.forEach((column, j) => {
    ctx.textAlign = j === 0 ? 'left' : 'right';
    ctx.fillText(column, x(j), 80, j === 0 ? first - 8 : rest - 8);
  });
  rows.forEach((row, i) => {
    const y = 80 + rowHeight * (i + 1);
    const isTotal = row === table.total;
    ctx.font = `${isTotal ? 'bold ' : ''}16px ${font}`;
    ctx.fillStyle = textColour;
    ctx.textAlign = 'left';
    ctx.fillText(row.label, x(0), y, first - 8);
    ctx.textAlign = 'right';
    row.values.forEach((value, j) => ctx.fillText(formatValue(value, data.dataType), x(j + 1), y, rest - 8));
  });
  if (table.hidden > 0) {
    ctx.fillStyle = mutedColour;
    ctx.textAlign = 'left';
    ctx.font = `14px ${font}`;
    ctx.fillText(`The 10 largest of ${table.of} shown`, 32, height - 28);
  }
}

// chartPng is the card as a PNG image.
export async function chartPng(title: string, chartType: ChartType, data: ChartData): Promise<Blob> {
  const canvas = offscreenCanvas();
  let chart: Chart<DrawnType> | undefined;
  try {
    if (chartType === 'number' || chartType === 'table') {
      drawText(canvas, title, chartType, data);
    } else {
      const config = chartConfig(chartType, data, title, { title, still: true });
      chart = new Chart(canvas, { ...config, plugins: [whiteBackground] });
    }
    return await toBlob(canvas);
  } finally {
    chart?.destroy();
    canvas.remove();
  }
}

// downloadChartPng saves the card as "<title>.png".
export async function downloadChartPng(title: string, chartType: ChartType, data: ChartData) {
  const blob = await chartPng(title, chartType, data);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = pngName(title);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled: revoking at once may cancel
  // the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
