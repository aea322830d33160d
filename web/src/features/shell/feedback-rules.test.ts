import { describe, expect, it } from 'vitest';
import { feedbackProblem } from './feedback-rules';

describe('feedback rules', () => {
  it.each([null, 0, 11])('refuses the score %s', (score) => {
    expect(feedbackProblem({ productName: 'Hirekit', description: '', score })).toBe('Please select a score value');
  });

  it.each([1, 5, 10])('accepts the score %s', (score) => {
    expect(feedbackProblem({ productName: 'Hirekit', description: '', score })).toBeNull();
  });
});
