import { useMutation } from '@tanstack/react-query';
import type { Parsed } from '../types';
import { postUntyped } from './post';

// TODO(lead): switch to types.gen.ts after merge
export type ParsePromptInput = { prompt: string; timezone: string };

// parsePrompt turns a free-text prompt into an action to review (POST
// ats-agent/parse-prompt); the timezone reads "tomorrow at 4pm".
export function parsePrompt(input: ParsePromptInput) {
  return postUntyped<Parsed>('ats-agent/parse-prompt', { body: input });
}

export function useParsePrompt() {
  return useMutation({ mutationFn: parsePrompt });
}
