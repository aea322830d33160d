import { useMutation } from '@tanstack/react-query';
import { api, type Body } from '../../../api/client';

// parsePrompt turns a free-text prompt into an action to review (POST
// ats-agent/parse-prompt); the timezone reads "tomorrow at 4pm".
export function parsePrompt(body: Body<'ats-agent/parse-prompt'>) {
  return api.post('ats-agent/parse-prompt', { body });
}

export function useParsePrompt() {
  return useMutation({ mutationFn: parsePrompt });
}
