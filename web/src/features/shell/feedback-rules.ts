import { selectScoreText } from './texts';

export type FeedbackValues = { productName: string; description: string; score: number | null };

// feedbackProblem returns the text to show, or null when the form may be sent.
export function feedbackProblem(values: FeedbackValues): string | null {
  if (values.score === null || values.score < 1 || values.score > 10) return selectScoreText;
  return null;
}
