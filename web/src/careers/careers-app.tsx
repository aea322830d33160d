import { ApplyPage } from './apply-page';
import { LandingPage, PageStatus } from './landing-page';
import { NoticeProvider } from './notices';
import type { PageData } from './types';

// route reads the spec's careers routes, in their order: a job's page,
// the embeddable job list, the landing page.
export function route(pathname: string): { page: 'apply'; company: string; job: string } | { page: 'embed' | 'landing'; company: string } | { page: 'none' } {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 3 && parts[2] === 'apply') return { page: 'apply', company: parts[0], job: parts[1] };
  if (parts.length === 2 && parts[1] === 'job-embed') return { page: 'embed', company: parts[0] };
  if (parts.length === 1) return { page: 'landing', company: parts[0] };
  return { page: 'none' };
}

export function CareersApp({ pathname, data }: { pathname: string; data?: PageData }) {
  const r = route(pathname);
  return (
    <NoticeProvider>
      {r.page === 'apply' && <ApplyPage companySlug={r.company} jobSlug={r.job} data={data} />}
      {r.page === 'landing' && <LandingPage companySlug={r.company} data={data} />}
      {r.page === 'embed' && <LandingPage companySlug={r.company} data={data} embed />}
      {r.page === 'none' && <PageStatus text="Page not found" />}
    </NoticeProvider>
  );
}
