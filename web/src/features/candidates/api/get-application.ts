import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type CandidateApplication = components['schemas']['CandidateApplication'];
type ApplicationResult = components['schemas']['ApplicationResult'];

export const applicationKey = (slug: string) => ['candidate-application', slug] as const;

// getApplication reads one application: candidate, links, resume, history, answers.
export function getApplication(slug: string): Promise<CandidateApplication | undefined> {
  return get<ApplicationResult>(`candidate-applications/${encodeURIComponent(slug)}`).then((result) => result?.candidate_application);
}

// useApplication polls every 2 s while the resume is being parsed.
export function useApplication(slug: string) {
  return useQuery({
    queryKey: applicationKey(slug),
    queryFn: () => getApplication(slug),
    refetchInterval: (query) => (query.state.data?.resume?.status === 'processing' ? 2000 : false),
  });
}
