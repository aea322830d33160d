import { describe, expect, it } from 'vitest';
import { choices, experienceLabel, filterJobs, groupByDepartment, matchesExperience, noFilters, shownTags } from './filter-rules';
import type { Job } from './types';

const job = (over: Partial<Job>): Job => ({ designation: 'Job', locations: [], job_type_display: 'Full-time', ...over });

const go = job({ designation: 'Go', department: { id: 1, title: 'Engineering' }, experience_range: { min: 4, max: 8 }, locations: [{ city: 'Pune', country: 'India' }] });
const design = job({ designation: 'Design', department: { id: 2, title: 'Design' }, experience_range: { min: 2, max: 5 }, job_type_display: 'Contract', locations: [{ country: 'India', remote: true }] });
const intern = job({ designation: 'Intern', department: { id: 3, title: 'Data' }, experience_range: { min: 0, max: 1 }, job_type_display: 'Internship' });
const open = job({ designation: 'No range' });
const all = [go, design, intern, open];

describe('the experience slider', () => {
  it('does not filter at its default 0 to 10, even jobs without a range', () => {
    expect(filterJobs(all, noFilters)).toEqual(all);
  });

  it('needs a range once moved, and bounds min from below unless 0 and max from above unless 10', () => {
    expect(matchesExperience(open, [0, 9])).toBe(false);
    expect(matchesExperience(go, [4, 10])).toBe(true);
    expect(matchesExperience(go, [5, 10])).toBe(false);
    expect(matchesExperience(go, [0, 8])).toBe(true);
    expect(matchesExperience(go, [0, 7])).toBe(false);
    expect(matchesExperience(intern, [0, 1])).toBe(true);
    expect(matchesExperience(job({ experience_range: { min: 3, max: null } }), [0, 9])).toBe(false);
    expect(matchesExperience(job({ experience_range: { min: 3, max: null } }), [2, 10])).toBe(true);
  });

  it('shows 10 as 10+', () => {
    expect(experienceLabel(10)).toBe('10+');
    expect(experienceLabel(3)).toBe('3');
  });
});

describe('the job filters', () => {
  it('combine with AND and take any of a filter’s chosen values', () => {
    expect(filterJobs(all, { ...noFilters, departments: ['Engineering', 'Design'] })).toEqual([go, design]);
    expect(filterJobs(all, { ...noFilters, departments: ['Engineering', 'Design'], jobTypes: ['Contract'] })).toEqual([design]);
    expect(filterJobs(all, { ...noFilters, locations: ['Remote (India)'] })).toEqual([design]);
    expect(filterJobs(all, { ...noFilters, locations: ['Pune, India'], experience: [5, 10] })).toEqual([]);
  });

  it('offer the jobs’ own values, sorted', () => {
    expect(choices(all)).toEqual({
      locations: ['Pune, India', 'Remote (India)'],
      departments: ['-', 'Data', 'Design', 'Engineering'],
      jobTypes: ['Contract', 'Full-time', 'Internship'],
    });
  });

  it('group jobs by department in order of appearance, - for none', () => {
    expect(groupByDepartment(all).map((g) => [g.title, g.jobs.length])).toEqual([
      ['Engineering', 1],
      ['Design', 1],
      ['Data', 1],
      ['-', 1],
    ]);
  });

  it('show at most 2 selection tags', () => {
    expect(shownTags(['a', 'b', 'c', 'd'])).toEqual({ tags: ['a', 'b'], more: 2 });
    expect(shownTags(['a'])).toEqual({ tags: ['a'], more: 0 });
  });
});
