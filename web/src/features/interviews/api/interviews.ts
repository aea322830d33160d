import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Body, type Query } from '../../../api/client';
import { performAction } from '../../../api/queries/actions';
import type { components } from '../../../api/types.gen';

export type Interview = components['schemas']['Interview'];
export type Interviewer = components['schemas']['Interviewer'];
export type RoundScorecards = components['schemas']['RoundScorecards'];
export type Scorecard = components['schemas']['Scorecard'];
export type ScorecardForm = components['schemas']['ScorecardForm'];
export type SelfScheduleLink = components['schemas']['SelfScheduleLink'];
export type InterviewsQuery = Query<'interviews'>;
export type PerformActionBody = Body<'ats-agent/perform-action'>;
export type RescheduleBody = Body<'interviews/{id}/reschedule'>;

// interviewKeys: every interview list (the /interviews page, an
// application's tab, the counts) sits under all, so a booking or a change
// refreshes them together.
export const interviewKeys = {
  all: ['interviews'] as const,
  list: (query: InterviewsQuery) => [...interviewKeys.all, 'list', query] as const,
  ofApplication: (slug: string) => [...interviewKeys.all, 'application', slug] as const,
  scorecards: (slug: string) => [...interviewKeys.all, 'scorecards', slug] as const,
  scorecard: (slug: string, roundId: number) => [...interviewKeys.all, 'scorecard', slug, roundId] as const,
  links: (slug: string) => [...interviewKeys.all, 'links', slug] as const,
  counts: (date: string, ids: number[]) => [...interviewKeys.all, 'counts', date, ids] as const,
  interviewers: (slug: string) => ['interviewers', slug] as const,
  allowedRounds: (slug: string) => ['allowed-rounds', slug] as const,
};

export function interviewsQueryOptions(query: InterviewsQuery) {
  return queryOptions({ queryKey: interviewKeys.list(query), queryFn: () => api.getPage('interviews', { query }), placeholderData: keepPreviousData });
}

export function useInterviews(query: InterviewsQuery) {
  return useQuery(interviewsQueryOptions(query));
}

export function useApplicationInterviews(slug: string) {
  return useQuery({ queryKey: interviewKeys.ofApplication(slug), queryFn: () => api.get('candidate-applications/{slug}/interviews', { path: { slug } }) });
}

export function useApplicationScorecards(slug: string, enabled = true) {
  return useQuery({ queryKey: interviewKeys.scorecards(slug), queryFn: () => api.get('candidate-applications/{slug}/scorecards', { path: { slug } }), enabled });
}

export function useSelfScheduleLinks(slug: string) {
  return useQuery({ queryKey: interviewKeys.links(slug), queryFn: () => api.get('candidate-applications/{slug}/self-schedule-links', { path: { slug } }) });
}

// useInterviewers are who may sit on the panel of an application's interview.
export function useInterviewers(slug: string) {
  return useQuery({ queryKey: interviewKeys.interviewers(slug), queryFn: () => api.get('interview/interviewers/{slug}', { path: { slug } }), enabled: slug !== '' });
}

// useAllowedRounds are the rounds of an application's job.
export function useAllowedRounds(slug: string) {
  return useQuery({ queryKey: interviewKeys.allowedRounds(slug), queryFn: () => api.get('interview/allowed-rounds/{slug}', { path: { slug } }), enabled: slug !== '' });
}

// useInterviewCounts is each panel member's interviews in the week of date.
export function useInterviewCounts(date: string, ids: number[]) {
  return useQuery({
    queryKey: interviewKeys.counts(date, ids),
    queryFn: () => api.get('panel/interview-counts', { query: { current_date: date, panel_ids: ids } }),
    enabled: ids.length > 0,
  });
}

// useRecentApplications feeds the candidate picker.
export function useRecentApplications() {
  return useQuery({ queryKey: ['candidate-applications', 'recent'], queryFn: () => api.get('candidate-application/recent-list'), staleTime: 60_000 });
}

// usePerformAction runs one dispatcher action (specific_schedule,
// self_schedule) and refreshes the interview lists and the application.
export function usePerformAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PerformActionBody) => performAction(body.action, body.fields),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: interviewKeys.all });
      void client.invalidateQueries({ queryKey: ['candidate-applications'] });
    },
  });
}

export type InterviewChange =
  | { kind: 'reschedule'; id: number; body: RescheduleBody }
  | { kind: 'cancel'; id: number; reason: string }
  | { kind: 'complete' | 'no_show'; id: number };

function change(c: InterviewChange) {
  switch (c.kind) {
    case 'reschedule':
      return api.post('interviews/{id}/reschedule', { path: { id: c.id }, body: c.body });
    case 'cancel':
      return api.post('interviews/{id}/cancel', { path: { id: c.id }, body: { reason: c.reason } });
    case 'complete':
      return api.post('interviews/{id}/complete', { path: { id: c.id } });
    case 'no_show':
      return api.post('interviews/{id}/no-show', { path: { id: c.id } });
  }
}

export function useChangeInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: interviewKeys.all });
      void client.invalidateQueries({ queryKey: ['candidate-applications'] });
    },
  });
}

export function useRevokeLink(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('self-schedule-links/{id}/revoke', { path: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: interviewKeys.links(slug) }),
  });
}

export function useScorecardForm(slug: string, roundId: number) {
  return useQuery({
    queryKey: interviewKeys.scorecard(slug, roundId),
    queryFn: () => api.get('candidate-applications/{slug}/rounds/{id}/scorecard', { path: { slug, id: roundId } }),
  });
}

export type ScorecardBody = Body<'candidate-applications/{slug}/rounds/{id}/scorecard', 'put'>;

export function useSubmitScorecard(slug: string, roundId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScorecardBody) => api.put('candidate-applications/{slug}/rounds/{id}/scorecard', { path: { slug, id: roundId }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
