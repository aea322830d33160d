import { describe, expect, it } from 'vitest';
import { answersFor, questionsFor } from './screening-answers';

const q = (id: number, field_type: 'short_answer' | 'number' | 'yes_no' | 'multiple_choice' | 'single_choice' | 'date', required = true) => ({ id, field_type, required, title: `Q${id}` });

describe('screening answers', () => {
  it('types every answer by its question', () => {
    const { answers, complete } = answersFor([q(1, 'yes_no'), q(2, 'number'), q(3, 'multiple_choice', false), q(4, 'short_answer'), q(5, 'date')], { 2: '4', 4: ' Go ', 5: '2026-01-02' });
    expect(answers).toEqual({ 1: false, 2: 4, 3: null, 4: ' Go ', 5: '2026-01-02' });
    expect(complete).toBe(true);
  });

  it('asks for required answers: blank text, no choice, no number', () => {
    expect(answersFor([q(1, 'short_answer')], { 1: '   ' }).complete).toBe(false);
    expect(answersFor([q(1, 'multiple_choice')], { 1: [] }).complete).toBe(false);
    expect(answersFor([q(1, 'number')], { 1: '' }).complete).toBe(false);
    expect(answersFor([q(1, 'single_choice')], {}).complete).toBe(false);
    expect(answersFor([q(1, 'yes_no')], {}).complete).toBe(true);
  });

  it('asks a referral only the referral questions', () => {
    const questions = [{ ...q(1, 'number'), referral_question: true }, q(2, 'short_answer')];
    expect(questionsFor(questions, 'referral').map((x) => x.id)).toEqual([1]);
    expect(questionsFor(questions, 'linkedin').map((x) => x.id)).toEqual([1, 2]);
  });
});
