import type { Job, Location } from './types';

// How the careers pages write a job's facts; the server writes them the
// same way in the page it sends (internal/careers/format.go).

export function locationText(l: Location): string {
  if (l.remote || (l.city ?? '').toLowerCase() === 'remote') return l.country ? `Remote (${l.country})` : 'Remote';
  if (!l.city) return l.country ?? '';
  if (!l.country) return l.city;
  return `${l.city}, ${l.country}`;
}

// locationsText is a job's locations, or '-' for none.
export function locationsText(locations: Location[] | null | undefined): string {
  if (!locations || locations.length === 0) return '-';
  return locations.map(locationText).join(' · ');
}

// experienceText is 'a-b years' (or 'a-b yrs'); '' when the job has none.
export function experienceText(job: Job, unit: 'years' | 'yrs'): string {
  const range = job.experience_range;
  if (!range || (range.min == null && range.max == null)) return '';
  const lo = range.min ?? 0;
  if (range.max == null) return `${lo}+ ${unit}`;
  return `${lo}-${range.max} ${unit}`;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// postedText is 'Posted D MMM YYYY' from a YYYY-MM-DD date.
export function postedText(postedOn: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(postedOn ?? '');
  if (!m) return '';
  return `Posted ${Number(m[3])} ${months[Number(m[2]) - 1]} ${m[1]}`;
}

function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// salaryText is a job's salary range as its page shows it.
export function salaryText(job: Job): string {
  const s = job.salary;
  if (!s || !s.currency) return '';
  const lo = s.min != null ? thousands(s.min) : '';
  const hi = s.max != null ? thousands(s.max) : '';
  if (lo && hi) return `${s.currency} ${lo} - ${hi} a year`;
  if (lo) return `From ${s.currency} ${lo} a year`;
  if (hi) return `Up to ${s.currency} ${hi} a year`;
  return '';
}
