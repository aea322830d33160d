// The screening screens' rules, kept pure so they are tested alone.

// Limits shared with the server (DESIGN.md: 100 files of 10 MB a batch).
export const maxBatchFiles = 100;
export const maxFileBytes = 10 * 1024 * 1024;
export const pollMs = 5_000;
export const viewerLoadingMs = 1_000;
export const pageSizes = [50, 100] as const;
export const minGraduationYear = 2000;
export const badgeCap = 999;
export const shareCredits = 50;

// maxGraduationYear is the current year plus 10 (spec: filter years).
export function maxGraduationYear(now = new Date()): number {
  return now.getFullYear() + 10;
}

// badgeLabel caps the credit badge at 999.
export function badgeLabel(credits: number): string {
  return credits > badgeCap ? `${badgeCap}+` : String(Math.max(credits, 0));
}

// uploadProblem is the first of the spec's submit checks that fails, or ''.
export function uploadProblem(input: { verified: boolean; approved: boolean; files: number; title: string }): string {
  if (!input.verified || !input.approved) return 'Please verify your email!';
  if (input.files === 0) return 'Please upload resumes!';
  if (input.title.trim() === '') return 'Please add a Job title!';
  return '';
}

export type Rejection = { code: string };

// dropProblem names why dropped files were refused: too many first, then
// size, else the type.
export function dropProblem(rejections: ReadonlyArray<readonly Rejection[]>, total: number): string {
  if (total > maxBatchFiles || rejections.some((errors) => errors.some((e) => e.code === 'too-many-files'))) {
    return `Please upload upto ${maxBatchFiles} files at once`;
  }
  if (rejections.some((errors) => errors.some((e) => e.code === 'file-too-large'))) return 'Please upload files smaller than 10 MB.';
  return 'File type not allowed!';
}

// ScoreBucket is a score range of the filter (spec: none, up to 6, up to 8,
// above 8).
export type ScoreBucket = 'none' | 'up_to_6' | 'up_to_8' | 'above_8';

export const scoreBuckets: Array<{ value: ScoreBucket; label: string }> = [
  { value: 'none', label: 'No score' },
  { value: 'up_to_6', label: 'Up to 6' },
  { value: 'up_to_8', label: 'Up to 8' },
  { value: 'above_8', label: 'Above 8' },
];

// bucketOf places a score in its bucket (edges 6 and 8).
export function bucketOf(score: number): ScoreBucket {
  if (score < 0) return 'none';
  if (score <= 6) return 'up_to_6';
  if (score <= 8) return 'up_to_8';
  return 'above_8';
}

export const tagNames = [
  'Top Institute',
  'Top Company',
  'Open Source Enthusiast',
  'Top Competitive Programmer',
  'Research Paper Author',
  'Hackathon Winner',
  'No tags',
] as const;

// Filters are the drawer's choices.
export type Filters = { tags: string[]; buckets: ScoreBucket[]; yearFrom: number | null; yearTo: number | null };

export const noFilters: Filters = { tags: [], buckets: [], yearFrom: null, yearTo: null };

export function hasFilters(f: Filters): boolean {
  return f.tags.length > 0 || f.buckets.length > 0 || f.yearFrom !== null || f.yearTo !== null;
}

// yearProblem checks the drawer's years: whole numbers from 2000 to the
// current year + 10, and the last not before the first.
export function yearProblem(from: number | null, to: number | null, now = new Date()): string {
  const max = maxGraduationYear(now);
  for (const y of [from, to]) {
    if (y !== null && (!Number.isInteger(y) || y < minGraduationYear || y > max)) {
      return `Graduation year must be from ${minGraduationYear} to ${max}`;
    }
  }
  if (from !== null && to !== null && to < from) return 'The latest graduation year cannot be before the earliest';
  return '';
}

export type Sort = { by: 'id' | 'score' | 'name' | 'graduation_year'; order: 'asc' | 'desc' };
export const defaultSort: Sort = { by: 'id', order: 'desc' };

// TableQuery is everything the table asks the server for.
export type TableQuery = { q: string; jobId?: number; filters: Filters; sort: Sort; page: number; perPage: number };

// searchParams turns a table query into smart-search's query values (the
// page 1-based, defaults left out).
export function searchParams(t: TableQuery): Record<string, string | number | string[] | undefined> {
  return {
    q: t.q.trim() || undefined,
    screeno_job_id: t.jobId,
    tags: t.filters.tags.length ? t.filters.tags : undefined,
    score_buckets: t.filters.buckets.length ? t.filters.buckets : undefined,
    graduation_year_min: t.filters.yearFrom ?? undefined,
    graduation_year_max: t.filters.yearTo ?? undefined,
    sort_by: t.sort.by === 'id' ? undefined : t.sort.by,
    sort_order: t.sort.order === 'desc' ? undefined : t.sort.order,
    page: t.page,
    per_page: t.perPage,
  };
}

// needsSearch says whether the table must ask smart-search (a query, a
// filter or a sort) rather than the plain newest-first list.
export function needsSearch(t: TableQuery): boolean {
  return t.q.trim() !== '' || hasFilters(t.filters) || t.sort.by !== defaultSort.by || t.sort.order !== defaultSort.order;
}

// pollInterval re-reads every 5 s while anything is processing, else never.
export function pollInterval(processing: number | undefined): number | false {
  return processing && processing > 0 ? pollMs : false;
}

// step moves the viewer from index by delta within count rows; null at
// either end (the viewer then warns 'No more candidates!').
export function step(index: number, delta: number, count: number): number | null {
  const next = index + delta;
  return next < 0 || next >= count ? null : next;
}

// The 'How it works?' dialog opens by itself once per browser session for
// a new account; a successful upload marks it seen.
export const howItWorksKey = 'hirekit.screeno.how-it-works-seen';

export function shouldOpenHowItWorks(isNewAccount: boolean | undefined, storage: Pick<Storage, 'getItem'>): boolean {
  return isNewAccount === true && storage.getItem(howItWorksKey) === null;
}

// inIndia decides the plans shown by the browser's time zone (spec).
export function inIndia(timeZone: string | undefined): boolean {
  return timeZone === 'Asia/Kolkata' || timeZone === 'Asia/Calcutta';
}

export type Plan = { resumes: number | null; price: string; struck?: string; callback: string };

// plansFor lists the plan cards: India in rupees, elsewhere in dollars and
// with a _us callback; a custom plan for higher volumes.
export function plansFor(india: boolean): Plan[] {
  if (india) {
    return [
      { resumes: 100, price: '₹2000', struck: '₹2500', callback: 'pricing_page_100' },
      { resumes: 200, price: '₹3500', struck: '₹5000', callback: 'pricing_page_200' },
      { resumes: null, price: '', callback: 'pricing_page_custom' },
    ];
  }
  return [
    { resumes: 100, price: '$69', callback: 'pricing_page_100_us' },
    { resumes: 200, price: '$129', callback: 'pricing_page_200_us' },
    { resumes: null, price: '', callback: 'pricing_page_custom_us' },
  ];
}

// sortedTags orders the tag counts of a job, largest first.
export function sortedTags(counts: Record<string, number> | undefined): Array<[string, number]> {
  return Object.entries(counts ?? {}).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
