import { describe, expect, it } from 'vitest';
import {
  badgeLabel,
  bucketOf,
  defaultSort,
  dropProblem,
  howItWorksKey,
  inIndia,
  maxGraduationYear,
  needsSearch,
  noFilters,
  plansFor,
  pollInterval,
  searchParams,
  shouldOpenHowItWorks,
  sortedTags,
  step,
  uploadProblem,
  yearProblem,
} from './rules';

describe('screening rules', () => {
  it('caps the credit badge at 999', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(999)).toBe('999');
    expect(badgeLabel(1000)).toBe('999+');
    expect(badgeLabel(-3)).toBe('0');
  });

  it('checks a submit in the spec order', () => {
    const ok = { verified: true, approved: true, files: 2, title: 'Backend' };
    expect(uploadProblem({ ...ok, verified: false, files: 0, title: '' })).toBe('Please verify your email!');
    expect(uploadProblem({ ...ok, approved: false })).toBe('Please verify your email!');
    expect(uploadProblem({ ...ok, files: 0, title: '' })).toBe('Please upload resumes!');
    expect(uploadProblem({ ...ok, title: '  ' })).toBe('Please add a Job title!');
    expect(uploadProblem(ok)).toBe('');
  });

  it('names why dropped files were refused', () => {
    expect(dropProblem([[{ code: 'too-many-files' }]], 101)).toBe('Please upload upto 100 files at once');
    expect(dropProblem([[{ code: 'file-invalid-type' }]], 101)).toBe('Please upload upto 100 files at once');
    expect(dropProblem([[{ code: 'file-too-large' }], [{ code: 'file-invalid-type' }]], 2)).toBe('Please upload files smaller than 10 MB.');
    expect(dropProblem([[{ code: 'file-invalid-type' }]], 1)).toBe('File type not allowed!');
  });

  it('puts scores in buckets with edges 6 and 8', () => {
    expect([-1, 0, 6, 6.5, 8, 8.5, 10].map(bucketOf)).toEqual(['none', 'up_to_6', 'up_to_6', 'up_to_8', 'up_to_8', 'above_8', 'above_8']);
  });

  it('bounds graduation years by 2000 and this year + 10', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(maxGraduationYear(now)).toBe(2036);
    expect(yearProblem(1999, null, now)).toBe('Graduation year must be from 2000 to 2036');
    expect(yearProblem(null, 2037, now)).toBe('Graduation year must be from 2000 to 2036');
    expect(yearProblem(2010.5, null, now)).toBe('Graduation year must be from 2000 to 2036');
    expect(yearProblem(2020, 2019, now)).toBe('The latest graduation year cannot be before the earliest');
    expect(yearProblem(2000, 2036, now)).toBe('');
    expect(yearProblem(null, null, now)).toBe('');
  });

  it('asks the search only for a query, a filter or a sort, and leaves defaults out', () => {
    const base = { q: '', filters: noFilters, sort: defaultSort, page: 1, perPage: 50 };
    expect(needsSearch(base)).toBe(false);
    expect(needsSearch({ ...base, q: ' python ' })).toBe(true);
    expect(needsSearch({ ...base, filters: { ...noFilters, yearFrom: 2020 } })).toBe(true);
    expect(needsSearch({ ...base, sort: { by: 'score', order: 'desc' } })).toBe(true);
    expect(searchParams({ ...base, q: ' python AND go ', jobId: 4, filters: { tags: ['Top Company'], buckets: ['above_8'], yearFrom: 2020, yearTo: null }, page: 2, perPage: 100 })).toEqual({
      q: 'python AND go',
      screeno_job_id: 4,
      tags: ['Top Company'],
      score_buckets: ['above_8'],
      graduation_year_min: 2020,
      graduation_year_max: undefined,
      sort_by: undefined,
      sort_order: undefined,
      page: 2,
      per_page: 100,
    });
  });

  it('polls every 5 s only while something is processing', () => {
    expect(pollInterval(3)).toBe(5000);
    expect(pollInterval(0)).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('stops the viewer at either end', () => {
    expect(step(0, -1, 3)).toBeNull();
    expect(step(2, 1, 3)).toBeNull();
    expect(step(1, 1, 3)).toBe(2);
    expect(step(1, -1, 3)).toBe(0);
  });

  it('opens How it works? once per session for a new account', () => {
    const seen = new Map<string, string>();
    const storage = { getItem: (k: string) => seen.get(k) ?? null };
    expect(shouldOpenHowItWorks(false, storage)).toBe(false);
    expect(shouldOpenHowItWorks(undefined, storage)).toBe(false);
    expect(shouldOpenHowItWorks(true, storage)).toBe(true);
    seen.set(howItWorksKey, '1');
    expect(shouldOpenHowItWorks(true, storage)).toBe(false);
  });

  it('shows rupee plans in India and dollar plans by callback elsewhere', () => {
    expect(inIndia('Asia/Kolkata')).toBe(true);
    expect(inIndia('Asia/Calcutta')).toBe(true);
    expect(inIndia('Europe/Paris')).toBe(false);
    expect(plansFor(true).map((p) => [p.resumes, p.price, p.struck, p.callback])).toEqual([
      [100, '₹2000', '₹2500', 'pricing_page_100'],
      [200, '₹3500', '₹5000', 'pricing_page_200'],
      [null, '', undefined, 'pricing_page_custom'],
    ]);
    expect(plansFor(false).map((p) => [p.price, p.callback])).toEqual([
      ['$69', 'pricing_page_100_us'],
      ['$129', 'pricing_page_200_us'],
      ['', 'pricing_page_custom_us'],
    ]);
  });

  it('orders a job tag counts largest first', () => {
    expect(sortedTags({ 'No tags': 2, 'Top Company': 5, 'Hackathon Winner': 2 })).toEqual([
      ['Top Company', 5],
      ['Hackathon Winner', 2],
      ['No tags', 2],
    ]);
    expect(sortedTags(undefined)).toEqual([]);
  });
});
