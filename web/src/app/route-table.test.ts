import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';
import { routes, type RouteHandle } from './routes';

// One URL for every route of the spec's table (marketplace 2.1) and the
// screen it must open. Order follows the spec.
const cases: Array<[url: string, screen: string]> = [
  ['/', 'root'],
  ['/talenthub/visibility-settings', 'talenthub-visibility-settings'],
  ['/talenthub/submit-assessment-question', 'talenthub-submit-assessment-question'],
  ['/talenthub/skill-dashboard', 'talenthub-skill-dashboard'],
  ['/talenthub/interview-evaluation', 'talenthub-interview-evaluation'],
  ['/talenthub/update-certification', 'talenthub-update-certification'],
  ['/talenthub/admin/add-job', 'talenthub-admin-add-job'],
  ['/talenthub/admin/get-leads', 'talenthub-admin-get-leads'],
  ['/talenthub/admin/talenthub-operations', 'talenthub-admin-operations'],
  ['/talenthub/admin/pending-credits', 'talenthub-admin-pending-credits'],
  ['/talenthub/admin/skills', 'talenthub-admin-skills'],
  ['/talenthub/admin/review-taggings/42', 'talenthub-admin-review-taggings'],
  ['/talenthub/acme/jobs/backend-engineer-3', 'talenthub-job-detail'],
  ['/talenthub/certificate/go-abc/verify', 'talenthub-certificate-verify'],
  ['/talenthub/review-candidates', 'talenthub-review-candidates'],
  ['/talenthub/certifications/go/get-started', 'talenthub-certification-get-started'],
  ['/talenthub/jobs', 'talenthub-jobs'],
  ['/talenthub/credits', 'talenthub-credits'],
  ['/talenthub/referrals', 'talenthub-referrals'],
  ['/talenthub/assessments/go/get-started', 'talenthub-assessment-get-started'],
  ['/talenthub/assessments/17', 'talenthub-assessment'],
  ['/talenthub/login', 'talenthub-login'],
  ['/talenthub/register', 'talenthub-register'],
  ['/talenthub/email-preferences/tok123', 'talenthub-email-preferences'],
  ['/talenthub/email-preferences', 'talenthub-email-preferences'],
  ['/talenthub/post-job', 'talenthub-post-job'],
  ['/talenthub/company/dashboard', 'talenthub-company-dashboard'],
  ['/talenthub/candidate/profile', 'talenthub-candidate-profile'],
  ['/talenthub/candidate/dashboard', 'talenthub-candidate-dashboard'],
  ['/talenthub/dashboard', 'talenthub-dashboard'],
  ['/talenthub/jane-doe', 'talenthub-profile'],
  ['/candidate-self-schedule/abc123', 'candidate-self-schedule'],
  ['/screeno/login', 'login'],
  ['/screeno/register', 'screeno-register'],
  ['/screeno', 'screeno-dashboard'],
  ['/screeno/jobs', 'screeno-jobs'],
  ['/screeno/jobs/9', 'screeno-job'],
  ['/screeno/integrations', 'screeno-integrations'],
  ['/screeno/credits', 'screeno-credits'],
  ['/wand/login', 'login'],
  ['/wand/register', 'wand-register'],
  ['/wand', 'wand-dashboard'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgot-password', 'forgot-password'],
  ['/reset-password/rst', 'reset-password'],
  ['/email-verify/vfy', 'email-verify'],
  ['/candidate-login', 'candidate-login'],
  ['/accept-invite/inv', 'accept-invite'],
  ['/dashboard', 'dashboard'],
  ['/new-dashboard', 'new-dashboard'],
  ['/all-candidates-view', 'all-candidates-view'],
  ['/candidates', 'candidates'],
  ['/interviews', 'interviews'],
  ['/jobs', 'jobs'],
  ['/requisitions', 'jobs'],
  ['/jobs/new', 'job-new'],
  ['/jobs/12/edit', 'job-edit'],
  ['/jobs/12/bulk-import', 'job-bulk-import'],
  ['/jobs/12/bulk-import/99', 'job-bulk-import'],
  ['/requisitions/12/bulk-import', 'job-bulk-import'],
  ['/requisitions/12/bulk-import/99', 'job-bulk-import'],
  ['/jobs/12', 'job'],
  ['/jobs/12/settings', 'job'],
  ['/requisitions/12', 'job'],
  ['/requisitions/12/pipeline', 'job'],
  ['/users/5', 'user'],
  ['/questions/8', 'question'],
  ['/company-settings', 'company-settings'],
  ['/company-settings/users', 'company-settings'],
  ['/smart-search', 'smart-search'],
  ['/candidate-application-status/abc123', 'candidate-application-status'],
  ['/candidate-timeline/abc123', 'candidate-timeline'],
  ['/candidate-timeline/abc123/emails', 'candidate-timeline'],
  ['/evaluation/abc123/round/4', 'evaluation'],
  ['/recruitment-setup', 'recruitment-setup'],
  ['/recruitment-setup/rounds', 'recruitment-setup'],
  ['/csv-builder', 'csv-builder'],
  ['/oauth-redirect-callback', 'oauth-redirect-callback'],
  ['/notifications', 'notifications'],
  ['/analytics', 'analytics'],
  ['/analytics/charts', 'analytics-charts'],
  ['/analytics/metrics-explorer', 'analytics-metrics-explorer'],
  ['/analytics/metrics-explorer/edit', 'analytics-metrics-explorer'],
  ['/layoffs', 'layoffs'],
  ['/layoffs/consent/abc', 'layoff-consent'],
  ['/layoffs/contact/abc', 'layoff-contact-confirm'],
  ['/data-request/acme', 'data-request'],
  ['/data-request-confirm', 'data-request-confirm'],
  ['/profile', 'profile'],
  ['/platform', 'platform'],
];

const unknown = ['/nope', '/jobs/12/settings/extra', '/talenthub/acme/jobs', '/screeno/jobs/9/x', '/wand/other', '/api-docs/x/y/z'];

function routerScreen(url: string): string | undefined {
  const matches = matchRoutes(routes, url);
  return (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.screen;
}

// firstMatch reads the table the way the spec does: the first match wins.
function firstMatch(url: string): string {
  return routeTable.find((entry) => matchPath(entry.path, url))?.screen ?? 'not-found';
}

describe('route table', () => {
  it.each(cases)('%s opens %s', (url, screen) => {
    expect(routerScreen(url)).toBe(screen);
  });

  it.each(unknown)('%s is not found', (url) => {
    expect(routerScreen(url)).toBe('not-found');
  });

  it.each([...cases.map(([url]) => url), ...unknown])('the router agrees with first-match-wins for %s', (url) => {
    expect(routerScreen(url)).toBe(firstMatch(url));
  });

  it('covers every route of the table', () => {
    const matched = new Set(cases.map(([url]) => routeTable.find((entry) => matchPath(entry.path, url))?.path));
    expect(routeTable.map((entry) => entry.path).filter((path) => !matched.has(path))).toEqual([]);
  });

  it('lists no path twice', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
