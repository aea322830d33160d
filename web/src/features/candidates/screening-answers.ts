import type { components } from '../../api/types.gen';

type Question = components['schemas']['ScreeningQuestion'];
export type AnswerValue = string | number | boolean | string[] | null;

// questionsFor is what the form asks: a referral answers only the referral
// questions (spec 5), as the server checks and stores.
export function questionsFor(questions: Question[] | null | undefined, source: string): Question[] {
  return (questions ?? []).filter((q) => q.id !== undefined && (source !== 'referral' || q.referral_question));
}

// answerFor turns what the form holds into the answer by type (spec 5,
// DECISIONS): yes_no false when empty, multiple_choice null when empty,
// number a number, everything else a string.
export function answerFor(question: Question, raw: AnswerValue | undefined): AnswerValue {
  switch (question.field_type) {
    case 'yes_no':
      return raw === true || raw === 'true';
    case 'multiple_choice':
      return Array.isArray(raw) && raw.length > 0 ? raw : null;
    case 'number':
      if (raw === '' || raw === null || raw === undefined) return null;
      return Number.isFinite(Number(raw)) ? Number(raw) : null;
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

// missingRequired tells whether a required question has no usable answer.
export function missingRequired(question: Question, answer: AnswerValue): boolean {
  if (!question.required) return false;
  switch (question.field_type) {
    case 'yes_no':
      return false;
    case 'multiple_choice':
    case 'number':
      return answer === null;
    default:
      return typeof answer !== 'string' || answer.trim() === '';
  }
}

// answersFor builds the answers object and tells whether a required one is missing.
export function answersFor(questions: Question[], raw: Record<number, AnswerValue>): { answers: Record<string, AnswerValue>; complete: boolean } {
  const answers: Record<string, AnswerValue> = {};
  let complete = true;
  for (const question of questions) {
    if (question.id === undefined) continue;
    const answer = answerFor(question, raw[question.id]);
    answers[String(question.id)] = answer;
    if (missingRequired(question, answer)) complete = false;
  }
  return { answers, complete };
}
