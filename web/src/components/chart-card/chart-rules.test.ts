import { describe, expect, it } from 'vitest';
import { chartSeries, chartTable, formatValue, isEmpty, pieSlices, pngName, round2, singleValue, suffixOf, type ChartData } from './chart-rules';

function series(labels: string[], xAxis: string[], data: number[][], dataType: ChartData['dataType'] = 'counts'): ChartData {
  return { labels, xAxis, data, response_type: 'series', dataType };
}

describe('chart values', () => {
  it("shows '-' for a single value of -1, with no suffix", () => {
    const data: ChartData = { labels: ['Time to hire'], xAxis: [''], data: [[-1]], response_type: 'single_value', dataType: 'days' };
    expect(formatValue(singleValue(data), data.dataType)).toBe('-');
  });

  it("suffixes '%' for percentages and ' days' for days, nothing for counts", () => {
    expect(suffixOf('percentage')).toBe('%');
    expect(suffixOf('days')).toBe(' days');
    expect(suffixOf('counts')).toBe('');
    expect(formatValue(42.5, 'percentage')).toBe('42.5%');
    expect(formatValue(12, 'days')).toBe('12 days');
    expect(formatValue(1234, 'counts')).toBe('1,234');
  });

  it('rounds to 2 decimals, halves away from zero', () => {
    expect(round2(0.125)).toBe(0.13);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2 / 3)).toBe(0.67);
    expect(round2(-1.234)).toBe(-1.23);
    expect(formatValue(33.3333, 'percentage')).toBe('33.33%');
  });
});

describe('chart table', () => {
  it('keeps the 10 labels with the largest totals, in the server order', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `Source ${i + 1}`);
    // Source 3 and Source 7 are the two smallest.
    const data = series(labels, ['Jan', 'Feb'], labels.map((_, i) => (i === 2 || i === 6 ? [0, 1] : [i + 1, 10])));
    const table = chartTable(data);
    expect(table.rows).toHaveLength(10);
    expect(table.rows.map((row) => row.label)).toEqual(labels.filter((_, i) => i !== 2 && i !== 6));
    expect(table.hidden).toBe(2);
    expect(table.of).toBe(12);
  });

  it('shows 10 labels or fewer whole', () => {
    const labels = Array.from({ length: 10 }, (_, i) => `L${i}`);
    const table = chartTable(series(labels, [''], labels.map(() => [1])));
    expect(table.rows).toHaveLength(10);
    expect(table.hidden).toBe(0);
    expect(table.columns).toEqual(['Value']);
  });

  it('adds a totals row of the rows shown, rounded to 2 decimals', () => {
    const table = chartTable(series(['Referral', 'Careers page'], ['Jan', 'Feb'], [[1.111, 2], [2.226, 3]], 'counts'));
    expect(table.total).toEqual({ label: 'Total', values: [3.34, 5] });
  });

  it('averages percentages and days, leaving out -1', () => {
    const days = chartTable(series(['Screened', 'Offered', 'Hired'], ['Time in stage'], [[2], [-1], [5.555]], 'days'));
    expect(days.total).toEqual({ label: 'Average', values: [3.78] });
    expect(formatValue(days.rows[1].values[0], 'days')).toBe('-');
    const percent = chartTable(series(['A', 'B'], ['Conversion'], [[50], [25]], 'percentage'));
    expect(percent.total?.values).toEqual([37.5]);
  });

  it("totals a column of -1 only as '-'", () => {
    const table = chartTable(series(['A', 'B'], ['Jan'], [[-1], [-1]], 'days'));
    expect(formatValue(table.total?.values[0], 'days')).toBe('-');
  });

  it('has no totals row for a single value', () => {
    const table = chartTable({ labels: ['Offer acceptance'], xAxis: [''], data: [[80]], response_type: 'single_value', dataType: 'percentage' });
    expect(table.total).toBeNull();
    expect(table.rows).toEqual([{ label: 'Offer acceptance', values: [80] }]);
  });
});

describe('chart shapes', () => {
  it('draws a breakdown without periods as one series over the labels', () => {
    const shape = chartSeries(series(['Referral', 'Careers page'], [''], [[3], [5]]), 'Applications');
    expect(shape).toEqual({ categories: ['Referral', 'Careers page'], series: [{ label: 'Applications', values: [3, 5] }] });
  });

  it('draws a series over periods as one line per label, -1 as a gap', () => {
    const shape = chartSeries(series(['Referral', 'Careers page'], ['Jan', 'Feb'], [[3, -1], [5, 6]]), 'Applications');
    expect(shape.categories).toEqual(['Jan', 'Feb']);
    expect(shape.series).toEqual([
      { label: 'Referral', values: [3, null] },
      { label: 'Careers page', values: [5, 6] },
    ]);
  });

  it('shares a pie by labels, by categories of one label, or by label totals', () => {
    expect(pieSlices(series(['A', 'B'], [''], [[1], [2]]))).toEqual({ labels: ['A', 'B'], values: [1, 2] });
    expect(pieSlices(series(['Applications'], ['Applied', 'Hired'], [[10, 2]]))).toEqual({ labels: ['Applied', 'Hired'], values: [10, 2] });
    expect(pieSlices(series(['A', 'B'], ['Jan', 'Feb'], [[1, 2], [3, -1]]))).toEqual({ labels: ['A', 'B'], values: [3, 3] });
  });

  it('calls nothing to draw empty, but a -1 single value not', () => {
    expect(isEmpty(series([], [], []))).toBe(true);
    expect(isEmpty({ labels: ['A'], xAxis: [], data: [[]] })).toBe(true);
    expect(isEmpty({ labels: ['Time to hire'], xAxis: [''], data: [[-1]], response_type: 'single_value', dataType: 'days' })).toBe(false);
  });

  it('names the PNG after the title', () => {
    expect(pngName('Time to hire')).toBe('Time to hire.png');
    expect(pngName('Hires / month: "Q1"')).toBe('Hires month Q1.png');
    expect(pngName('  ')).toBe('Chart.png');
  });
});
