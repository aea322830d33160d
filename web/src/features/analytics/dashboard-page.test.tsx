import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { fakeCanvas } from '../../test/canvas';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { bySourceChart, bySourceData, catalogue, charts, timeToHireChart } from './test-data';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  fakeCanvas();
  api = mockApi();
  api.on('POST usage-events', 200, { data: { recorded: 1 } });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function serve(roles = ['company_ta']) {
  logIn(roles, { company_id: 1 });
  api.on('GET notifications/get-unread-count', 200, unreadCount({ roles }));
}

async function openMenuOf(title: string) {
  const card = await screen.findByRole('region', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: 'Chart actions' }));
  return screen.getByRole('menu');
}

describe('analytics dashboard', () => {
  it("shows each saved chart drawing its own query, and New chart", async () => {
    serve();
    api.on('GET analytics/charts', 200, charts(bySourceChart, timeToHireChart));
    api.on('POST analytics/query', 200, bySourceData);
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New chart' })).toHaveAttribute('href', '/analytics/metrics-explorer');
    const card = await screen.findByRole('region', { name: 'Applications by source' });
    expect(await within(card).findByRole('img', { name: 'Applications by source, bar chart' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Time to hire' });
    await waitFor(() => expect(api.callsTo('POST analytics/query')).toHaveLength(2));
    expect(api.callsTo('POST analytics/query').map((call) => call.body)).toEqual(expect.arrayContaining([bySourceChart.query, timeToHireChart.query]));
    // Saved charts offer no Save.
    const menu = await openMenuOf('Applications by source');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download', 'Edit', 'Share', 'Delete']);
  });

  it("offers only Download on a chart one does not own, and shows a card's error", async () => {
    serve();
    api.on('GET analytics/charts', 200, charts({ ...bySourceChart, owned: false }));
    api.on('POST analytics/query', 400, { error_messages: 'Unknown metric' });
    renderApp('/analytics');
    const card = await screen.findByRole('region', { name: 'Applications by source' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Unknown metric');
    const menu = await openMenuOf('Applications by source');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download']);
  });

  it('deletes a chart after a confirmation, down to the empty state', async () => {
    serve();
    api.on('GET analytics/charts', 200, charts(bySourceChart)).on('GET analytics/charts', 200, charts());
    api.on('POST analytics/query', 200, bySourceData);
    api.on('DELETE analytics/charts/apps-by-source', 200, { data: {} });
    renderApp('/analytics');
    await userEvent.click(within(await openMenuOf('Applications by source')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete chart?' });
    expect(dialog).toHaveTextContent('"Applications by source" will be removed from your dashboard.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE analytics/charts/apps-by-source')).toHaveLength(0);

    await userEvent.click(within(await openMenuOf('Applications by source')).getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete chart?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Chart deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE analytics/charts/apps-by-source')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No charts on your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applications by source' })).not.toBeInTheDocument();
  });

  it('shares a chart: the link to copy and open, and Stop sharing', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const link = 'http://127.0.0.1:8080/analytics/charts?chartSlug=apps-by-source&share_token=tok1';
    serve();
    api.on('GET analytics/charts', 200, charts(bySourceChart)).on('GET analytics/charts', 200, charts({ ...bySourceChart, share_url: link }));
    api.on('POST analytics/query', 200, bySourceData);
    api.on('POST analytics/charts/apps-by-source/share', 200, { data: { share_url: link } });
    api.on('DELETE analytics/charts/apps-by-source/share', 200, { data: {} });
    renderApp('/analytics');
    await userEvent.click(within(await openMenuOf('Applications by source')).getByRole('menuitem', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share chart' });
    expect(within(dialog).getByRole('textbox', { name: 'Share link' })).toHaveValue(link);
    const open = within(dialog).getByRole('link', { name: 'Open in a new window' });
    expect(open).toHaveAttribute('href', link);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(api.callsTo('POST analytics/charts/apps-by-source/share')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE analytics/charts/apps-by-source/share')).toHaveLength(1);
    expect(await screen.findByText('Sharing stopped')).toBeInTheDocument();
  });

  it('shows a live link again instead of replacing it', async () => {
    const link = 'http://127.0.0.1:8080/analytics/charts?chartSlug=apps-by-source&share_token=tok1';
    serve();
    api.on('GET analytics/charts', 200, charts({ ...bySourceChart, share_url: link }));
    api.on('POST analytics/query', 200, bySourceData);
    renderApp('/analytics');
    const card = await screen.findByRole('region', { name: 'Applications by source' });
    expect(within(card).getByText('Shared')).toBeInTheDocument();
    await userEvent.click(within(await openMenuOf('Applications by source')).getByRole('menuitem', { name: 'Share' }));
    expect(within(await screen.findByRole('dialog', { name: 'Share chart' })).getByRole('textbox', { name: 'Share link' })).toHaveValue(link);
    expect(api.callsTo('POST analytics/charts/apps-by-source/share')).toHaveLength(0);
  });

  it('edits a chart in the explorer', async () => {
    serve();
    api.on('GET analytics/charts', 200, charts(bySourceChart));
    api.on('POST analytics/query', 200, bySourceData);
    api.on('GET analytics/metrics', 200, catalogue);
    api.on('GET analytics/charts/apps-by-source', 200, { data: { chart: bySourceChart, data: bySourceData.data } });
    const { location } = renderApp('/analytics');
    await userEvent.click(within(await openMenuOf('Applications by source')).getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(location()).toBe('/analytics/metrics-explorer?chartSlug=apps-by-source'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit chart' })).toBeInTheDocument();
  });

  it('is closed to a role without analytics', async () => {
    serve(['company_panel']);
    api.on('GET analytics/charts', 403, { error_messages: 'You are not allowed to do this' });
    renderApp('/analytics');
    expect(await screen.findByText('You cannot access this page.')).toBeInTheDocument();
  });
});
