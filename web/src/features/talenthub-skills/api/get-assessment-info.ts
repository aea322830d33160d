import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';
import { skillsKeys } from './get-skill-dashboard';

export type AssessmentInfo = Data<'talenthub/assessments/{skillSlug}'>;

export function getAssessmentInfo(skillSlug: string) {
  return api.get('talenthub/assessments/{skillSlug}', { path: { skillSlug } });
}

export function useAssessmentInfo(skillSlug: string) {
  return useQuery({ queryKey: skillsKeys.info(skillSlug), queryFn: () => getAssessmentInfo(skillSlug) });
}
