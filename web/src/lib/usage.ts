import { apiUrl } from '../api/client';
import { isCandidate, readSession, validSession } from '../api/session';

// Usage events: which screens a company's users open, reported to our own
// server (POST usage-events) with the spec's 23 page identifiers, in
// batches: at 3 events, 10,000 ms after the first waiting event, and with
// navigator.sendBeacon when the page is hidden (a closed tab cannot await a
// fetch). Events are best effort: a failed batch is dropped, not retried.

export const usagePages = [
  'activity_history',
  'requisition_activity_history',
  'dashboard',
  'wand_dashboard',
  'requisition',
  'notifications',
  'search',
  'talenthub_all_jobs',
  'candidate_application',
  'analytics_dashboard',
  'analytics_metrics_explorer',
  'view_analytics_chart',
  'talenthub_specific_job',
  'candidate_dashboard',
  'requisition_bulk_import',
  'layoff_landing',
  'talenthub_company_dashboard',
  'screeno_dashboard',
  'screeno_integrations',
  'talenthub_referrals_page',
  'review_candidates',
  'talenthub_post_job',
  'submit_evaluation',
] as const;

export type UsagePage = (typeof usagePages)[number];

// The spec's constants: a batch goes at 3 events or after 10,000 ms.
export const usageThreshold = 3;
export const usagePeriodMs = 10_000;
// The server takes at most 50 events a call.
const maxPerCall = 50;

// usagePageOfScreen names the page identifier of a route table screen.
// activity_history and requisition_activity_history have no screen yet (no
// activity log exists); the talenthub screens are still placeholders, and
// report nothing until they are built (see UsageReport).
export const usagePageOfScreen: Readonly<Record<string, UsagePage>> = {
  dashboard: 'dashboard',
  'new-dashboard': 'dashboard',
  'wand-dashboard': 'wand_dashboard',
  job: 'requisition',
  notifications: 'notifications',
  'smart-search': 'search',
  'talenthub-jobs': 'talenthub_all_jobs',
  'candidate-timeline': 'candidate_application',
  analytics: 'analytics_dashboard',
  'analytics-metrics-explorer': 'analytics_metrics_explorer',
  'analytics-charts': 'view_analytics_chart',
  'talenthub-job-detail': 'talenthub_specific_job',
  'talenthub-candidate-dashboard': 'candidate_dashboard',
  'job-bulk-import': 'requisition_bulk_import',
  layoffs: 'layoff_landing',
  'talenthub-company-dashboard': 'talenthub_company_dashboard',
  'screeno-dashboard': 'screeno_dashboard',
  'screeno-integrations': 'screeno_integrations',
  'talenthub-referrals': 'talenthub_referrals_page',
  'talenthub-review-candidates': 'review_candidates',
  'talenthub-post-job': 'talenthub_post_job',
  evaluation: 'submit_evaluation',
};

export type UsageEvent = { page: UsagePage; at: string };

// UsageTransport sends a batch: send while the page lives, beacon as it is
// hidden.
export type UsageTransport = {
  send(events: UsageEvent[]): Promise<unknown>;
  beacon(events: UsageEvent[]): void;
};

export class UsageBatcher {
  private queue: UsageEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly transport: UsageTransport,
    private readonly now: () => Date = () => new Date(),
  ) {}

  track(page: UsagePage): void {
    this.queue.push({ page, at: this.now().toISOString() });
    if (this.queue.length >= usageThreshold) {
      this.flush();
    } else if (this.timer === undefined) {
      this.timer = setTimeout(() => this.flush(), usagePeriodMs);
    }
  }

  // flush sends what waits, now.
  flush(): void {
    for (const events of this.take()) this.transport.send(events).catch(() => undefined);
  }

  // pageHidden hands what waits to the beacon: the page may never run again.
  pageHidden(): void {
    for (const events of this.take()) this.transport.beacon(events);
  }

  // take empties the queue and stops the period's timer.
  take(): UsageEvent[][] {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batches: UsageEvent[][] = [];
    while (this.queue.length > 0) batches.push(this.queue.splice(0, maxPerCall));
    return batches;
  }
}

// httpTransport posts with the session's Authorization header; the beacon,
// which cannot set headers, carries the session token in its JSON body, the
// one route that accepts it there (docs/decisions.md). It is a bare fetch,
// not the API client: a batch refused with 401 (the user was deactivated
// meanwhile) must not sign the page out behind the user's back; their next
// own call does that, where they can see why.
export const httpTransport: UsageTransport = {
  send: async (events) => {
    const token = readSession()?.token;
    if (!token) return;
    const response = await fetch(apiUrl('usage-events'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ events }),
    });
    // Read the answer to its end: an unread body holds the connection, and
    // the request never finishes for the browser's own observers.
    await response.text();
  },
  beacon: (events) => {
    const token = validSession()?.token;
    if (!token) return;
    const blob = new Blob([JSON.stringify({ events, token })], { type: 'application/json' });
    navigator.sendBeacon(apiUrl('usage-events'), blob);
  },
};

let shared: UsageBatcher | undefined;
let stopListening: (() => void) | undefined;

// reportUsage records that a company user opened a page; guests and
// candidates report nothing (the server takes company users only).
export function reportUsage(page: UsagePage): void {
  const session = validSession();
  if (!session || isCandidate(session)) return;
  if (!shared) {
    const batcher = new UsageBatcher(httpTransport);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') batcher.pageHidden();
    };
    const onPageHide = () => batcher.pageHidden();
    // pagehide too: a tab closed or navigated away in Safari may never turn
    // hidden first. A second call finds the queue empty.
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    stopListening = () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
    shared = batcher;
  }
  shared.track(page);
}

// resetUsage forgets what waits and the page-hide listener: each unit test
// starts with an empty batch, as a fresh page load does.
export function resetUsage(): void {
  shared?.take();
  stopListening?.();
  shared = undefined;
  stopListening = undefined;
}
