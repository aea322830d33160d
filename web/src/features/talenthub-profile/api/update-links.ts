import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

// updateLinks replaces every social link; one left out is removed.
export function updateLinks(links: Record<string, string>) {
  return api.put('talenthub/candidate/links', { body: { links } });
}

export const useUpdateLinks = () => useProfileMutation(updateLinks);
