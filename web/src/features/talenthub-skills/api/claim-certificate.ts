import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { skillsKeys } from './get-skill-dashboard';

// claimCertificate issues the certificate of the skill's verified level.
export async function claimCertificate(skillSlug: string) {
  return (await api.post('talenthub/update-certification', { body: { skill_slug: skillSlug } }))?.certificate;
}

export function useClaimCertificate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: claimCertificate, onSuccess: () => client.invalidateQueries({ queryKey: skillsKeys.all }) });
}
