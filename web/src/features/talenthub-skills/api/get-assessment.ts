import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { skillsKeys } from './get-skill-dashboard';

export type Assessment = components['schemas']['HubAssessment'];

export async function getAssessment(assessmentId: string) {
  return (await api.get('talenthub/assessment-attempts/{assessmentId}', { path: { assessmentId } }))?.assessment;
}

export function useAssessment(assessmentId: string) {
  return useQuery({ queryKey: skillsKeys.attempt(assessmentId), queryFn: () => getAssessment(assessmentId) });
}
