import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '../../../api/client';
import { skillsKeys } from './get-skill-dashboard';

export type CertificationStatus = Data<'talenthub/certifications/{skillSlug}'>;

export function getCertificationStatus(skillSlug: string) {
  return api.get('talenthub/certifications/{skillSlug}', { path: { skillSlug } });
}

export function useCertificationStatus(skillSlug: string) {
  return useQuery({ queryKey: skillsKeys.certification(skillSlug), queryFn: () => getCertificationStatus(skillSlug) });
}
