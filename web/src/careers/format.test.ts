import { describe, expect, it } from 'vitest';
import { experienceText, locationsText, postedText, salaryText } from './format';

describe('careers formats', () => {
  it('writes locations, a remote one as Remote (country), none as -', () => {
    expect(locationsText([{ city: 'Bengaluru', country: 'India' }, { country: 'India', remote: true }])).toBe('Bengaluru, India · Remote (India)');
    expect(locationsText([{ city: 'Remote', country: 'Germany' }])).toBe('Remote (Germany)');
    expect(locationsText([])).toBe('-');
    expect(locationsText(null)).toBe('-');
  });

  it('writes experience as a-b years or a-b yrs', () => {
    expect(experienceText({ experience_range: { min: 2, max: 5 } }, 'years')).toBe('2-5 years');
    expect(experienceText({ experience_range: { min: 1.5, max: 3 } }, 'yrs')).toBe('1.5-3 yrs');
    expect(experienceText({ experience_range: { min: 4, max: null } }, 'years')).toBe('4+ years');
    expect(experienceText({}, 'years')).toBe('');
  });

  it('writes the posted date as D MMM YYYY', () => {
    expect(postedText('2025-03-04')).toBe('Posted 4 Mar 2025');
    expect(postedText('2024-12-31')).toBe('Posted 31 Dec 2024');
    expect(postedText('')).toBe('');
  });

  it('writes the salary range', () => {
    expect(salaryText({ salary: { min: 3000000, max: 4500000, currency: 'INR' } })).toBe('INR 3,000,000 - 4,500,000 a year');
    expect(salaryText({ salary: { min: 80000, max: null, currency: 'GBP' } })).toBe('From GBP 80,000 a year');
    expect(salaryText({})).toBe('');
  });
});
