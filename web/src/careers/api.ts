import type { Company, Job, Question } from './types';

// The careers pages' calls (spec 7). They are public: no token is sent.

export const loadFailed = 'Something went wrong! Please contact us if the issue persists.';

// ApiError carries the text a page shows for a failed call.
export class ApiError extends Error {
  status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

// serverText is a string error from the server, or the first message of
// a field error, or null.
export function serverText(body: unknown): string | null {
  const e = (body as { error_messages?: unknown } | null)?.error_messages;
  if (typeof e === 'string') return e;
  if (e && typeof e === 'object') {
    const first = Object.values(e as Record<string, unknown>)[0];
    if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
  }
  return null;
}

async function call<T>(path: string, init: RequestInit | undefined, fallback: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch('/api/v1/' + path, { ...init, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(fallback, 0);
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(serverText(body) ?? fallback, res.status);
  return (body as { data: T }).data;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function getCompany(companySlug: string): Promise<{ company: Company }> {
  return call(`company/get-careers-page-details?${q({ company_slug: companySlug })}`, undefined, loadFailed);
}

export function getOpenJobs(companySlug: string): Promise<{ requisitions: Job[] }> {
  return call(`requisitions/get-open-requisitions?${q({ company_slug: companySlug })}`, undefined, 'Something went wrong!');
}

export function getJob(companySlug: string, slug: string): Promise<{ requisition: Job; screening_questions: Question[]; company_details: Company }> {
  return call(`requisitions/from-slug/${encodeURIComponent(slug)}?${q({ company_slug: companySlug })}`, undefined, loadFailed);
}

export function getOtherJobs(companySlug: string, slug: string): Promise<{ requisitions: Job[] }> {
  return call(`requisitions/get-other-jobs?${q({ company_slug: companySlug, requisition_slug: slug })}`, undefined, loadFailed);
}

export function apply(form: FormData): Promise<{ message: string }> {
  return call('candidate-application/apply', { method: 'POST', body: form }, 'Something went wrong!');
}
