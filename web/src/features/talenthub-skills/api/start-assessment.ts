import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { skillsKeys } from './get-skill-dashboard';

// startAssessment starts the skill's attempt (or answers the open one).
export async function startAssessment(skillSlug: string) {
  return (await api.post('talenthub/assessments/{skillSlug}', { path: { skillSlug } }))?.assessment;
}

export function useStartAssessment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startAssessment,
    onSuccess: (attempt) => {
      if (attempt?.id) client.setQueryData(skillsKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: skillsKeys.all });
    },
  });
}
