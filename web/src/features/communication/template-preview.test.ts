import { describe, expect, it } from 'vitest';
import { exampleValues, fillTemplate, unknownVariables } from './template-preview';

const known = [
  { name: 'candidate_name', description: '', example: 'Asha Verma' },
  { name: 'job_title', description: '', example: 'Backend Engineer' },
];

describe('template preview', () => {
  it('fills known variables, case- and space-insensitive, and keeps unknown ones', () => {
    expect(fillTemplate('Hi {{candidate_name}}, {{ JOB_TITLE }} {{salary}}', exampleValues(known))).toBe('Hi Asha Verma, Backend Engineer {{salary}}');
  });

  it('lists each unknown variable once', () => {
    expect(unknownVariables('{{salary}} {{candidate_name}} {{salary}} {{Team}}', known)).toEqual(['salary', 'Team']);
  });

  it('leaves text without variables alone', () => {
    expect(fillTemplate('No variables { here }', {})).toBe('No variables { here }');
    expect(unknownVariables('{single} braces', known)).toEqual([]);
  });
});
