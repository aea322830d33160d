import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { applicationKeys } from '../../../api/queries/applications';
import type { components } from '../../../api/types.gen';

export type ResumeProfile = components['schemas']['ResumeProfile'];
export type ProfileValues = components['schemas']['ProfileValues'];
export type ProfileEdit = Omit<components['schemas']['ResumeProfileEdit'], 'slug'>;
export type EducationEntry = components['schemas']['EducationEntry'];
export type ExperienceEntry = components['schemas']['ExperienceEntry'];

// profileKey sits under the application's key, so whatever refreshes the
// application (a move, a re-parse) refreshes its profile too.
export const profileKey = (slug: string) => [...applicationKeys.one(slug), 'profile'] as const;

// getResumeProfile reads what the parser found, with the recruiters'
// corrections and each field's source.
export function getResumeProfile(slug: string): Promise<ResumeProfile | undefined> {
  return api.get('candidate-applications/{slug}/profile', { path: { slug } }).then((result) => result?.profile);
}

// resumeProfileQueryOptions polls every 2 s while the resume is parsed.
export function resumeProfileQueryOptions(slug: string) {
  return queryOptions({
    queryKey: profileKey(slug),
    queryFn: () => getResumeProfile(slug),
    refetchInterval: (query) => (query.state.data?.resume_status === 'processing' ? 2000 : false),
  });
}

export function useResumeProfile(slug: string) {
  return useQuery(resumeProfileQueryOptions(slug));
}

// editResumeProfile corrects fields (or restores them to the parsed value).
export function editResumeProfile(slug: string, edit: ProfileEdit) {
  return api.patch('candidate-applications/{slug}/profile', { path: { slug }, body: edit });
}

export function useEditResumeProfile(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => editResumeProfile(slug, edit),
    onSuccess: async (result) => {
      if (result?.profile) queryClient.setQueryData(profileKey(slug), result.profile);
      // Links are the candidate's too: the header shows them.
      await queryClient.invalidateQueries({ queryKey: applicationKeys.one(slug), exact: true });
    },
  });
}

// reparseResume asks for the resume to be parsed again; corrections stay.
export function reparseResume(slug: string) {
  return api.post('candidate-applications/{slug}/reparse', { path: { slug } });
}

export function useReparseResume(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reparseResume(slug),
    onSuccess: (result) => {
      if (result?.candidate_application) queryClient.setQueryData(applicationKeys.one(slug), result.candidate_application);
      return queryClient.invalidateQueries({ queryKey: profileKey(slug) });
    },
  });
}
