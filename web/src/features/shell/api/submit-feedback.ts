import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type FeedbackInput = components['schemas']['FeedbackRequest'];

// submitFeedback sends product feedback (score 1 to 10).
export function submitFeedback(input: FeedbackInput) {
  return api.post('submit-product-feedback', { body: input });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
