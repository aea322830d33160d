// The rules of a chart card's numbers (spec: chart tables at most 10
// labels; a totals row rounded to 2 decimals; a single value of -1 shows
// '-'; suffix '%' or ' days' by dataType), kept apart from drawing so they
// are tested alone. The chart data is the spec's: labels name the series
// (the table's rows), xAxis the categories (its columns), data[i][j] is
// series i at category j.

export type ChartType = 'bar' | 'line' | 'pie' | 'number' | 'table';
export type DataType = 'counts' | 'percentage' | 'days';

// ChartData has the wire shape of ChartData in the API contract.
export type ChartData = {
  labels?: string[] | null;
  xAxis?: string[] | null;
  data?: number[][] | null;
  response_type?: 'single_value' | 'series';
  dataType?: DataType;
};

export const maxTableLabels = 10;
// noValue is the server's "no value" (time to hire with no hire yet).
export const noValue = -1;
// noValueText is shown in place of a value of -1.
export const noValueText = '-';

export function suffixOf(dataType: DataType | undefined): string {
  if (dataType === 'percentage') return '%';
  if (dataType === 'days') return ' days';
  return '';
}

// round2 rounds half away from zero to 2 decimals. The hundredfold value
// is first cut to 12 significant digits, so a half that binary floating
// point stores a hair low (1.005 * 100 = 100.49999999999999, or a sum such
// as 4.005 + 6) still rounds up.
export function round2(value: number): number {
  const hundredths = Number((Math.abs(value) * 100).toPrecision(12));
  return (Math.sign(value) * Math.round(hundredths)) / 100;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

// formatValue is a value as a person reads it: '-' for -1 (or no value at
// all), else rounded to 2 decimals with the data type's suffix.
export function formatValue(value: number | null | undefined, dataType: DataType | undefined): string {
  if (value === null || value === undefined || value === noValue || !Number.isFinite(value)) return noValueText;
  return numberFormat.format(round2(value)) + suffixOf(dataType);
}

function rowsOf(data: ChartData): number[][] {
  return data.data ?? [];
}

// isEmpty: nothing to draw (no series, or series with no numbers). A single
// value of -1 is not empty: it is shown as '-'.
export function isEmpty(data: ChartData | undefined): boolean {
  if (!data) return true;
  const rows = rowsOf(data);
  return (data.labels ?? []).length === 0 || rows.length === 0 || rows.every((row) => row.length === 0);
}

export function isSingleValue(data: ChartData): boolean {
  return data.response_type === 'single_value';
}

// aggregate folds values into one: counts add up; percentages and days are
// averaged (a sum of conversion rates or of durations means nothing). -1
// values are left out; with none left the answer is -1.
export function aggregate(values: number[], dataType: DataType | undefined): number {
  const present = values.filter((value) => value !== noValue && Number.isFinite(value));
  if (present.length === 0) return noValue;
  const sum = present.reduce((total, value) => total + value, 0);
  return round2(dataType === 'counts' || dataType === undefined ? sum : sum / present.length);
}

// totalLabel names the totals row by how it is computed.
export function totalLabel(dataType: DataType | undefined): string {
  return dataType === 'percentage' || dataType === 'days' ? 'Average' : 'Total';
}

// singleValue is the number of a 'number' card: the value of a single-value
// answer, or all values folded into one.
export function singleValue(data: ChartData): number {
  const rows = rowsOf(data);
  if (isSingleValue(data)) return rows[0]?.[0] ?? noValue;
  return aggregate(rows.flat(), data.dataType);
}

export type TableRow = { label: string; values: number[] };

export type ChartTable = {
  columns: string[];
  rows: TableRow[];
  // total is the totals row (none for a single value).
  total: TableRow | null;
  // hidden counts the labels left out past the first 10.
  hidden: number;
  of: number;
};

function rowTotal(values: number[]): number {
  return values.filter((value) => value !== noValue).reduce((total, value) => total + value, 0);
}

// chartTable lays the data out as the card's table: one row per label, one
// column per category (an unnamed single category is 'Value'). With more
// than 10 labels the 10 with the largest totals are kept, in the server's
// order (which may mean something: age buckets, stages), and hidden says how
// many were left out. The totals row folds the rows shown, column by
// column (see aggregate), so the table adds up as read.
export function chartTable(data: ChartData): ChartTable {
  const labels = data.labels ?? [];
  const rows = rowsOf(data);
  const xAxis = data.xAxis ?? [];
  const width = Math.max(xAxis.length, ...rows.map((row) => row.length), 0);
  const columns = Array.from({ length: width }, (_, j) => xAxis[j] || (width === 1 ? 'Value' : `Column ${j + 1}`));
  const all: TableRow[] = labels.map((label, i) => ({ label, values: Array.from({ length: width }, (_, j) => rows[i]?.[j] ?? noValue) }));
  let shown = all;
  if (all.length > maxTableLabels) {
    const kept = new Set(
      all
        .map((row, index) => ({ index, total: rowTotal(row.values) }))
        .sort((a, b) => b.total - a.total || a.index - b.index)
        .slice(0, maxTableLabels)
        .map((entry) => entry.index),
    );
    shown = all.filter((_, index) => kept.has(index));
  }
  const total = isSingleValue(data)
    ? null
    : { label: totalLabel(data.dataType), values: columns.map((_, j) => aggregate(shown.map((row) => row.values[j]), data.dataType)) };
  return { columns, rows: shown, total, hidden: all.length - shown.length, of: all.length };
}

export type Series = { label: string; values: Array<number | null> };
export type ChartSeries = { categories: string[]; series: Series[] };

// chartSeries is what a bar or line chart draws: categories along the axis
// and one series per label. When there is a single category (a breakdown
// with no period: applications by source), the labels become the
// categories of one series, so the bars stand side by side with their names
// under them instead of one group behind a legend. -1 is a gap (null).
export function chartSeries(data: ChartData, seriesName: string): ChartSeries {
  const labels = data.labels ?? [];
  const rows = rowsOf(data);
  const xAxis = data.xAxis ?? [];
  const gap = (value: number | undefined) => (value === undefined || value === noValue ? null : value);
  if (xAxis.length <= 1 && labels.length >= 1) {
    return { categories: labels, series: [{ label: xAxis[0] || seriesName, values: labels.map((_, i) => gap(rows[i]?.[0])) }] };
  }
  return { categories: xAxis, series: labels.map((label, i) => ({ label, values: xAxis.map((_, j) => gap(rows[i]?.[j])) })) };
}

// pieSlices: a pie shares out one whole. With one category the labels are
// the slices; with one label, the categories; otherwise each label's total.
export function pieSlices(data: ChartData): { labels: string[]; values: number[] } {
  const labels = data.labels ?? [];
  const rows = rowsOf(data);
  const xAxis = data.xAxis ?? [];
  const positive = (value: number | undefined) => (value === undefined || value === noValue ? 0 : value);
  if (xAxis.length <= 1) return { labels, values: labels.map((_, i) => positive(rows[i]?.[0])) };
  if (labels.length === 1) return { labels: xAxis, values: xAxis.map((_, j) => positive(rows[0]?.[j])) };
  return { labels, values: labels.map((_, i) => rowTotal(rows[i] ?? [])) };
}

// pngName is the download's file name: the title, without the characters
// file systems refuse.
export function pngName(title: string): string {
  const printable = Array.from(title, (c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join('');
  const name = printable.replace(/[\\/:*?"<>|]/g, ' ').replace(/\s+/g, ' ').trim();
  return `${name || 'Chart'}.png`;
}
