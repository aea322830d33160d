import { describe, expect, it } from 'vitest';
import { canCreateJobs } from './job-access';

describe('canCreateJobs', () => {
  it.each([
    [['company_admin'], true],
    [['company_ta'], true],
    [['company_hiring_manager'], false],
    [['company_panel'], false],
    [['company_employee'], false],
    [['agency'], false],
  ])('%j may create jobs: %s', (roles, expected) => {
    expect(canCreateJobs(roles)).toBe(expected);
  });
});
