import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type FeedbackInput = components['schemas']['FeedbackRequest'];
type Message = components['schemas']['Message'];

// submitFeedback sends product feedback (score 1 to 10).
export function submitFeedback(input: FeedbackInput): Promise<Message> {
  return postJSON<Message>('submit-product-feedback', input);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
