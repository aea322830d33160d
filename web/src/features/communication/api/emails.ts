import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Email = components['schemas']['Email'];

export const emailKeys = {
  all: ['application-emails'] as const,
  of: (slug: string) => [...emailKeys.all, slug] as const,
};

// useApplicationEmails reads the mail to or about an application, newest
// first; while some are still queued it looks again every few seconds so the
// delivery status settles on screen.
export function useApplicationEmails(slug: string) {
  return useQuery({
    queryKey: emailKeys.of(slug),
    queryFn: () => api.get('candidate-applications/{slug}/emails', { path: { slug } }),
    refetchInterval: (query) => ((query.state.data?.emails ?? []).some((e) => e.status === 'queued') ? 3000 : false),
  });
}
