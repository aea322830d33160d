import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock';
import { readSession } from '../api/session';
import { logIn } from '../test/tokens';
import { reportUsage, UsageBatcher, usagePeriodMs, usageThreshold, type UsageEvent } from './usage';

function fakeTransport() {
  const sent: UsageEvent[][] = [];
  const beaconed: UsageEvent[][] = [];
  return {
    sent,
    beaconed,
    transport: {
      send: (events: UsageEvent[]) => {
        sent.push(events);
        return Promise.resolve();
      },
      beacon: (events: UsageEvent[]) => {
        beaconed.push(events);
      },
    },
  };
}

describe('UsageBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends at the threshold of 3 events', () => {
    const t = fakeTransport();
    const batcher = new UsageBatcher(t.transport);
    batcher.track('dashboard');
    batcher.track('requisition');
    expect(t.sent).toEqual([]);
    batcher.track('candidate_application');
    expect(usageThreshold).toBe(3);
    expect(t.sent).toEqual([
      [
        { page: 'dashboard', at: '2026-11-28T10:00:00.000Z' },
        { page: 'requisition', at: '2026-11-28T10:00:00.000Z' },
        { page: 'candidate_application', at: '2026-11-28T10:00:00.000Z' },
      ],
    ]);
    // The threshold's send cancels the period: nothing goes again.
    vi.advanceTimersByTime(usagePeriodMs * 2);
    expect(t.sent).toHaveLength(1);
  });

  it('sends what waits 10,000 ms after the first event', () => {
    const t = fakeTransport();
    const batcher = new UsageBatcher(t.transport);
    batcher.track('search');
    vi.advanceTimersByTime(4_000);
    batcher.track('notifications');
    vi.advanceTimersByTime(5_999);
    expect(t.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(usagePeriodMs).toBe(10_000);
    expect(t.sent.map((batch) => batch.map((e) => e.page))).toEqual([['search', 'notifications']]);
    expect(t.sent[0][1].at).toBe('2026-11-28T10:00:04.000Z');
    // An empty queue starts no timer; the next event starts a new period.
    vi.advanceTimersByTime(usagePeriodMs * 3);
    expect(t.sent).toHaveLength(1);
    batcher.track('dashboard');
    vi.advanceTimersByTime(usagePeriodMs);
    expect(t.sent.map((batch) => batch.map((e) => e.page))).toEqual([['search', 'notifications'], ['dashboard']]);
  });

  it('hands what waits to the beacon when the page is hidden', () => {
    const t = fakeTransport();
    const batcher = new UsageBatcher(t.transport);
    batcher.pageHidden();
    expect(t.beaconed).toEqual([]);
    batcher.track('screeno_dashboard');
    batcher.track('screeno_integrations');
    batcher.pageHidden();
    expect(t.beaconed.map((batch) => batch.map((e) => e.page))).toEqual([['screeno_dashboard', 'screeno_integrations']]);
    // The period's timer is gone with them: nothing is sent twice.
    vi.advanceTimersByTime(usagePeriodMs);
    expect(t.sent).toEqual([]);
  });

  it('drops a failed batch without throwing', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const batcher = new UsageBatcher({ send, beacon: () => undefined });
    batcher.track('dashboard');
    batcher.track('dashboard');
    batcher.track('dashboard');
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

// readText reads a Blob (jsdom's has no text()).
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('reportUsage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends a signed-in user pages by the beacon, with the session token in a JSON blob, when the page is hidden', async () => {
    const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const session = logIn(['company_ta'], { company_id: 4 });
    reportUsage('dashboard');
    reportUsage('requisition');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0];
    expect(url).toBe('/api/v1/usage-events?company_id=4');
    expect(blob.type).toBe('application/json');
    const body = JSON.parse(await readText(blob)) as { token: string; events: UsageEvent[] };
    expect(body.token).toBe(session.token);
    expect(body.events.map((e) => e.page)).toEqual(['dashboard', 'requisition']);
    // pagehide (leaving the page) hands over what waits the same way.
    reportUsage('notifications');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    const next = JSON.parse(await readText(beacon.mock.calls[1][1])) as { events: UsageEvent[] };
    expect(next.events.map((e) => e.page)).toEqual(['notifications']);
  });

  it('posts with the Authorization header at the threshold, and nothing for a guest', async () => {
    const api = mockApi().on('POST usage-events', 200, { data: { recorded: 3 } });
    reportUsage('dashboard');
    expect(api.calls).toEqual([]);
    const session = logIn(['company_admin']);
    reportUsage('dashboard');
    reportUsage('search');
    reportUsage('notifications');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    const init = vi.mocked(fetch).mock.calls[0][1];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${session.token}`);
    expect((api.calls[0].body as { events: UsageEvent[] }).events.map((e) => e.page)).toEqual(['dashboard', 'search', 'notifications']);
  });

  it('leaves the session alone when a batch is refused with 401', async () => {
    const api = mockApi().on('POST usage-events', 401, { error_messages: 'Please sign in again' });
    logIn(['company_ta']);
    reportUsage('dashboard');
    reportUsage('search');
    reportUsage('notifications');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readSession()).not.toBeNull();
  });
});
