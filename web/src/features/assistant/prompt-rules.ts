import { texts } from './texts';

// maxPromptLength is the prompt's limit (spec 5, 9).
export const maxPromptLength = 500;

// promptProblem is the prompt's validation text, or null when it may go.
export function promptProblem(prompt: string): string | null {
  if (!prompt.trim()) return texts.emptyPrompt;
  if (prompt.trim().length > maxPromptLength) return texts.longPrompt;
  return null;
}
