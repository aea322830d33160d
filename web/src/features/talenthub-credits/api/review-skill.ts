import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { adminProfileKey } from './get-admin-profile';

export type SkillAction = 'flag' | 'remove';

// reviewSkill flags a candidate's skill as unsupported (-1) or removes it;
// the answer is the profile as it now stands.
export async function reviewSkill({ id, slug, action }: { id: number; slug: string; action: SkillAction }) {
  const path = { talenthubCandidateId: id, slug };
  if (action === 'flag') return await api.post('talenthub/admin/review-taggings/{talenthubCandidateId}/skills/{slug}/flag', { path });
  return await api.delete('talenthub/admin/review-taggings/{talenthubCandidateId}/skills/{slug}', { path });
}

export function useReviewSkill(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewSkill,
    onSuccess: (profile) => client.setQueryData(adminProfileKey(id), profile),
  });
}
