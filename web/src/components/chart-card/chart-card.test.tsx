import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCanvas } from '../../test/canvas';
import { ChartCard } from './chart-card';
import type { ChartData } from './chart-rules';

const bySource: ChartData = {
  labels: ['Referral', 'Careers page', 'Agency'],
  xAxis: ['Jan', 'Feb'],
  data: [
    [3, 4.005],
    [5, 6],
    [1, 0],
  ],
  response_type: 'series',
  dataType: 'counts',
};
const noHireYet: ChartData = { labels: ['Time to hire'], xAxis: [''], data: [[-1]], response_type: 'single_value', dataType: 'days' };

let canvas: ReturnType<typeof fakeCanvas>;

beforeEach(() => {
  canvas = fakeCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('chart card', () => {
  it('is a region named by its title with a named chart', () => {
    render(<ChartCard title="Applications by source" chartType="bar" data={bySource} />);
    const card = screen.getByRole('region', { name: 'Applications by source' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Applications by source' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Applications by source, bar chart' })).toBeInTheDocument();
  });

  it('switches to the table by its tab, with the keyboard too', async () => {
    render(<ChartCard title="Applications by source" chartType="line" data={bySource} />);
    const tabs = screen.getByRole('tablist', { name: 'Applications by source views' });
    expect(within(tabs).getByRole('tab', { name: 'Chart' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Applications by source table' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['JanFeb', 'Referral34.01', 'Careers page56', 'Agency10', 'Total910.01']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Table');
    // Arrow keys move between tabs and Enter picks one (MUI Tabs).
    screen.getByRole('tab', { name: 'Table' }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('tab', { name: 'Chart' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img', { name: 'Applications by source, line chart' })).toBeInTheDocument();
  });

  it("shows a number card's value with its suffix, and '-' for -1", () => {
    const { rerender } = render(<ChartCard title="Time to hire" chartType="number" data={{ ...noHireYet, data: [[12.345]] }} />);
    expect(screen.getByText('12.35 days')).toBeInTheDocument();
    rerender(<ChartCard title="Time to hire" chartType="number" data={noHireYet} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByText(/days/)).not.toBeInTheDocument();
  });

  it('shows a table card as its table, without tabs', () => {
    render(<ChartCard title="Offer acceptance" chartType="table" data={{ labels: ['Accepted'], xAxis: [''], data: [[75]], response_type: 'single_value', dataType: 'percentage' }} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Offer acceptance table' })).getByText('75%')).toBeInTheDocument();
  });

  it('shows its loading, empty and error states', () => {
    const { rerender } = render(<ChartCard title="Funnel" chartType="bar" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Funnel');
    rerender(<ChartCard title="Funnel" chartType="bar" data={{ labels: [], xAxis: [], data: [], response_type: 'series', dataType: 'counts' }} />);
    expect(screen.getByText('No data for these filters yet')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    rerender(<ChartCard title="Funnel" chartType="bar" error="Unknown metric" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown metric');
  });

  it('lists only the actions it is given, in the spec order', async () => {
    const onEdit = vi.fn();
    render(<ChartCard title="Funnel" chartType="bar" data={bySource} onSave={() => {}} onEdit={onEdit} onShare={() => {}} onDelete={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chart actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Save', 'Download', 'Edit', 'Share', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('downloads a PNG named after its title', async () => {
    render(<ChartCard title="Time to hire" chartType="bar" data={bySource} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chart actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(canvas.downloads).toEqual([{ name: 'Time to hire.png', href: 'blob:chart' }]));
    expect(canvas.blobs[0].type).toBe('image/png');
  });

  it('downloads a number card too, and offers no download without data', async () => {
    const { rerender } = render(<ChartCard title="Time to hire" chartType="number" data={noHireYet} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chart actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(canvas.downloads.map((d) => d.name)).toEqual(['Time to hire.png']));
    rerender(<ChartCard title="Time to hire" chartType="number" loading />);
    await userEvent.click(screen.getByRole('button', { name: 'Chart actions' }));
    expect(screen.getByRole('menuitem', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
  });
});
