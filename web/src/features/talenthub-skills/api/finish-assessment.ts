import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { skillsKeys } from './get-skill-dashboard';

// finishAssessment scores the attempt (with any answers not yet sent).
export async function finishAssessment(input: { assessmentId: string; answers: { position: number; choice: number }[] }) {
  return (
    await api.post('talenthub/assessment-attempts/{assessmentId}/finish', {
      path: { assessmentId: input.assessmentId },
      body: { answers: input.answers },
    })
  )?.assessment;
}

export function useFinishAssessment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: finishAssessment,
    onSuccess: (attempt) => {
      if (attempt?.id) client.setQueryData(skillsKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: skillsKeys.dashboard });
    },
  });
}
