// The search as the URL keeps it, so a result list is a link. The names
// are the API's query names.

export type SearchQuery = {
  q: string;
  tags: string[];
  jobs: number[];
  states: string[];
  minExperience: number | null;
  maxExperience: number | null;
  graduationFrom: number | null;
  graduationTo: number | null;
  page: number;
  perPage: number;
};

export const perPageOptions = [20, 50, 100];

export const emptyQuery: SearchQuery = {
  q: '',
  tags: [],
  jobs: [],
  states: [],
  minExperience: null,
  maxExperience: null,
  graduationFrom: null,
  graduationTo: null,
  page: 1,
  perPage: 20,
};

function numberOf(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

// parseQuery reads the search from the URL; what it cannot read is left
// out, never sent.
export function parseQuery(params: URLSearchParams): SearchQuery {
  const perPage = Number(params.get('per_page'));
  return {
    q: params.get('q') ?? '',
    tags: params.getAll('tags'),
    jobs: params
      .getAll('jobs')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    states: params.getAll('states'),
    minExperience: numberOf(params.get('min_experience'), 0, 100),
    maxExperience: numberOf(params.get('max_experience'), 0, 100),
    graduationFrom: numberOf(params.get('graduation_year_min'), 1950, 9999),
    graduationTo: numberOf(params.get('graduation_year_max'), 1950, 9999),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    perPage: perPageOptions.includes(perPage) ? perPage : 20,
  };
}

// toParams writes the search back, defaults left out.
export function toParams(query: SearchQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.q.trim()) out.set('q', query.q.trim());
  for (const t of query.tags) out.append('tags', t);
  for (const j of query.jobs) out.append('jobs', String(j));
  for (const s of query.states) out.append('states', s);
  if (query.minExperience !== null) out.set('min_experience', String(query.minExperience));
  if (query.maxExperience !== null) out.set('max_experience', String(query.maxExperience));
  if (query.graduationFrom !== null) out.set('graduation_year_min', String(query.graduationFrom));
  if (query.graduationTo !== null) out.set('graduation_year_max', String(query.graduationTo));
  if (query.page > 1) out.set('page', String(query.page));
  if (query.perPage !== 20) out.set('per_page', String(query.perPage));
  return out;
}

// apiQuery is the request's query for GET smart-search.
export function apiQuery(query: SearchQuery) {
  return {
    q: query.q.trim() || undefined,
    tags: query.tags.length ? query.tags : undefined,
    jobs: query.jobs.length ? query.jobs : undefined,
    states: query.states.length ? query.states : undefined,
    min_experience: query.minExperience ?? undefined,
    max_experience: query.maxExperience ?? undefined,
    graduation_year_min: query.graduationFrom ?? undefined,
    graduation_year_max: query.graduationTo ?? undefined,
    page: query.page,
    per_page: query.perPage,
  };
}

export function hasFilters(query: SearchQuery): boolean {
  return (
    query.tags.length > 0 ||
    query.jobs.length > 0 ||
    query.states.length > 0 ||
    query.minExperience !== null ||
    query.maxExperience !== null ||
    query.graduationFrom !== null ||
    query.graduationTo !== null
  );
}
