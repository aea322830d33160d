import { locationText } from './format';
import type { Job } from './types';

// The job list's filters (spec 5, careers job list filters): location,
// department and job type (any of the chosen values; none chosen means
// all) and the experience slider, all combined with AND.

export const experienceMin = 0;
export const experienceMax = 10;

export type Filters = {
  locations: string[];
  departments: string[];
  jobTypes: string[];
  experience: [number, number];
};

export const noFilters: Filters = { locations: [], departments: [], jobTypes: [], experience: [experienceMin, experienceMax] };

// experienceLabel shows a slider value; 10 is 10+.
export function experienceLabel(value: number): string {
  return value >= experienceMax ? `${experienceMax}+` : String(value);
}

// departmentOf is the title a job is grouped under: '-' for none.
export function departmentOf(job: Job): string {
  return job.department?.title || '-';
}

// matchesExperience applies the slider: the default 0 to 10 is no bound;
// otherwise a job needs an experience range, its minimum at least the
// lower value unless that is 0, its maximum at most the upper value
// unless that is 10.
export function matchesExperience(job: Job, [lo, hi]: [number, number]): boolean {
  if (lo <= experienceMin && hi >= experienceMax) return true;
  const range = job.experience_range;
  if (!range || (range.min == null && range.max == null)) return false;
  if (lo > experienceMin && (range.min ?? 0) < lo) return false;
  if (hi < experienceMax && (range.max == null || range.max > hi)) return false;
  return true;
}

export function matches(job: Job, f: Filters): boolean {
  if (f.locations.length > 0 && !(job.locations ?? []).some((l) => f.locations.includes(locationText(l)))) return false;
  if (f.departments.length > 0 && !f.departments.includes(departmentOf(job))) return false;
  if (f.jobTypes.length > 0 && !f.jobTypes.includes(job.job_type_display ?? '')) return false;
  return matchesExperience(job, f.experience);
}

// filterJobs keeps the jobs every filter allows, in their order.
export function filterJobs(jobs: Job[], f: Filters): Job[] {
  return jobs.filter((job) => matches(job, f));
}

// groupByDepartment groups jobs under their departments in the order the
// departments first appear.
export function groupByDepartment(jobs: Job[]): { title: string; jobs: Job[] }[] {
  const groups: { title: string; jobs: Job[] }[] = [];
  for (const job of jobs) {
    const title = departmentOf(job);
    let group = groups.find((g) => g.title === title);
    if (!group) {
      group = { title, jobs: [] };
      groups.push(group);
    }
    group.jobs.push(job);
  }
  return groups;
}

// choices are the values a filter offers, from the jobs themselves.
export function choices(jobs: Job[]): { locations: string[]; departments: string[]; jobTypes: string[] } {
  const uniq = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
  return {
    locations: uniq(jobs.flatMap((j) => (j.locations ?? []).map(locationText))),
    departments: uniq(jobs.map(departmentOf)),
    jobTypes: uniq(jobs.map((j) => j.job_type_display ?? '')),
  };
}

// shownTags are the selection tags a filter shows: at most 2, then how
// many more.
export function shownTags(selected: string[]): { tags: string[]; more: number } {
  return { tags: selected.slice(0, 2), more: Math.max(0, selected.length - 2) };
}
