import { describe, expect, it } from 'vitest';
import { canCreateJobs, jobActions } from './job-access';

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

describe('jobActions', () => {
  it.each([
    ['pending_approval', ['company_admin'], true, ['approve', 'reject']],
    ['pending_approval', ['company_ta'], true, []],
    ['pending_approval', ['company_hiring_manager'], true, []],
    ['open', ['company_ta'], true, ['publish', 'archive']],
    ['open', ['company_hiring_manager'], false, []],
    ['live', ['company_admin'], true, ['unpublish', 'archive']],
    ['archived', ['company_hiring_manager'], true, ['reopen']],
    ['rejected', ['company_admin'], true, []],
    ['live', ['agency'], false, []],
  ])('%s for %j (can edit %s) → %j', (state, roles, canEdit, expected) => {
    expect(jobActions(state, roles, canEdit)).toEqual(expected);
  });
});
