import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { skillsKeys } from './get-skill-dashboard';

export type AnswerInput = { assessment_id: string; position: number; choice: number };

// submitAnswer answers one question, once; the answer says nothing of
// whether it was right.
export async function submitAnswer(input: AnswerInput) {
  return (await api.post('talenthub/submit-assessment-question', { body: input }))?.assessment;
}

export function useSubmitAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitAnswer,
    onSuccess: (attempt) => {
      if (attempt?.id) client.setQueryData(skillsKeys.attempt(attempt.id), attempt);
    },
  });
}
