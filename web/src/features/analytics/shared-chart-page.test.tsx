import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { fakeCanvas } from '../../test/canvas';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { bySourceChart, bySourceData } from './test-data';

let api: ReturnType<typeof mockApi>;
let canvas: ReturnType<typeof fakeCanvas>;

beforeEach(() => {
  canvas = fakeCanvas();
  api = mockApi();
  logIn(['company_hiring_manager'], { company_id: 1 });
  api.on('POST usage-events', 200, { data: { recorded: 1 } }).on('GET notifications/get-unread-count', 200, unreadCount({ roles: ['company_hiring_manager'] }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('shared chart', () => {
  it('shows the chart read-only, with Download only', async () => {
    api.on('GET analytics/charts/apps-by-source', 200, { data: { chart: { ...bySourceChart, owned: false }, data: bySourceData.data } });
    renderApp('/analytics/charts?chartSlug=apps-by-source&share_token=tok1');
    const card = await screen.findByRole('region', { name: 'Applications by source' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Applications by source' })).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'Applications by source, bar chart' })).toBeInTheDocument();
    expect(api.callsTo('GET analytics/charts/apps-by-source')[0].query).toBe('?share_token=tok1&company_id=1');
    await userEvent.click(within(card).getByRole('button', { name: 'Chart actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(canvas.downloads.map((d) => d.name)).toEqual(['Applications by source.png']));
  });

  it('is "Chart not found" for a revoked link or another company\'s chart', async () => {
    api.on('GET analytics/charts/apps-by-source', 404, { error_messages: 'Chart not found' });
    renderApp('/analytics/charts?chartSlug=apps-by-source&share_token=old');
    expect(await screen.findByRole('heading', { name: 'Chart not found' })).toBeInTheDocument();
  });

  it('is "Chart not found" without a chart named', async () => {
    renderApp('/analytics/charts');
    expect(await screen.findByRole('heading', { name: 'Chart not found' })).toBeInTheDocument();
    expect(api.callsTo('GET analytics/charts/')).toHaveLength(0);
  });
});
