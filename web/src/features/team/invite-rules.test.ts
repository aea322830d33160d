import { describe, expect, it } from 'vitest';
import { inviteAgencyProblem, inviteUserProblem } from './invite-rules';

describe('invite user rules', () => {
  const employeeNeedsReferral = (referralOn: boolean) => (role: string) => role === 'company_employee' && !referralOn;
  const filled = { email: 'ta@acme.test', designation: 'Recruiter', roles: ['company_ta'], needsUpgrade: employeeNeedsReferral(true) };

  it('accepts a filled form', () => expect(inviteUserProblem(filled)).toBeNull());

  it.each([
    ['no designation', { ...filled, designation: '  ' }],
    ['no roles', { ...filled, roles: [] }],
  ])('needs a designation and roles: %s', (_, values) => {
    expect(inviteUserProblem(values)).toBe('Please select a designation and roles');
  });

  it('refuses the employee role without the referral module', () => {
    expect(inviteUserProblem({ ...filled, roles: ['company_employee'], needsUpgrade: employeeNeedsReferral(false) })).toBe('Upgrade plan');
    expect(inviteUserProblem({ ...filled, roles: ['company_employee'], needsUpgrade: employeeNeedsReferral(true) })).toBeNull();
  });
});

describe('invite agency rules', () => {
  it.each([
    ['', 'agency@x.test'],
    ['Talent Co', ' '],
    ['', ''],
  ])('needs both the name %j and the email %j', (agencyName, email) => {
    expect(inviteAgencyProblem({ agencyName, email })).toBe('Please enter the agency name and email');
  });

  it('accepts both', () => expect(inviteAgencyProblem({ agencyName: 'Talent Co', email: 'a@talent.test' })).toBeNull());
});
