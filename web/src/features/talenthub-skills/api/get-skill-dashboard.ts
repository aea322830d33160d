import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';

export type SkillDashboard = Data<'talenthub/skill-dashboard'>;

export function getSkillDashboard() {
  return api.get('talenthub/skill-dashboard');
}

export const skillsKeys = {
  all: ['talenthub', 'skills'] as const,
  dashboard: ['talenthub', 'skills', 'dashboard'] as const,
  info: (slug: string) => ['talenthub', 'skills', 'assessment-info', slug] as const,
  attempt: (id: string) => ['talenthub', 'skills', 'attempt', id] as const,
  certification: (slug: string) => ['talenthub', 'skills', 'certification', slug] as const,
};

export function useSkillDashboard() {
  return useQuery(queryOptions({ queryKey: skillsKeys.dashboard, queryFn: getSkillDashboard }));
}
