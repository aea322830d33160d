import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Raw = components['schemas']['Dashboard'];

export type DashboardPhase = { phase: string; count: number; colour: string };
export type DashboardJob = { id: number; title: string; state: string; total: number; phases: DashboardPhase[] };
export type DashboardWaiting = { key: string; count: number };
export type DashboardScorecard = { interview_id: number; candidate_name: string; requisition_title: string; round_name: string; scorecard_link: string };
export type DashboardInterview = { id: number; candidate_name: string; timeline_link: string; label: string; requisition_title: string; round_name: string };
export type DashboardStep = { key: string; done: boolean };
export type DashboardActivity = { candidate_name: string; timeline_link: string; job_title: string; from: string; to: string; by: string; at: string };

// Dashboard is GET dashboard with every list present.
export type Dashboard = {
  open_jobs: DashboardJob[];
  open_jobs_total: number;
  waiting: DashboardWaiting[];
  scorecards_due: DashboardScorecard[];
  upcoming_interviews: DashboardInterview[];
  getting_started: DashboardStep[];
  recent_activity: DashboardActivity[];
};

// toDashboard fills what the generated type leaves optional.
export function toDashboard(raw: Raw): Dashboard {
  return {
    open_jobs: (raw.open_jobs ?? []).map((j) => ({
      id: j.id ?? 0,
      title: j.title ?? '',
      state: j.state ?? 'open',
      total: j.total ?? 0,
      phases: (j.phases ?? []).map((p) => ({ phase: p.phase ?? '', count: p.count ?? 0, colour: p.colour ?? '#ccc' })),
    })),
    open_jobs_total: raw.open_jobs_total ?? 0,
    waiting: (raw.waiting ?? []).map((w) => ({ key: w.key ?? '', count: w.count ?? 0 })),
    scorecards_due: (raw.scorecards_due ?? []).map((s) => ({
      interview_id: s.interview_id ?? 0,
      candidate_name: s.candidate_name ?? '',
      requisition_title: s.requisition_title ?? '',
      round_name: s.round_name ?? '',
      scorecard_link: s.scorecard_link ?? '',
    })),
    upcoming_interviews: (raw.upcoming_interviews ?? []).map((iv) => ({
      id: iv.id ?? 0,
      candidate_name: iv.candidate_name ?? '',
      timeline_link: iv.timeline_link ?? '',
      label: iv.local?.label ?? '',
      requisition_title: iv.requisition_title ?? '',
      round_name: iv.round_name ?? '',
    })),
    getting_started: (raw.getting_started ?? []).map((s) => ({ key: s.key ?? '', done: s.done ?? false })),
    recent_activity: (raw.recent_activity ?? []).map((a) => ({
      candidate_name: a.candidate_name ?? '',
      timeline_link: a.timeline_link ?? '',
      job_title: a.job_title ?? '',
      from: a.from?.label ?? '',
      to: a.to?.label ?? '',
      by: a.by ?? '',
      at: a.at ?? '',
    })),
  };
}

// dashboardKeys: Home is one answer (GET dashboard), read by both pages.
export const dashboardKeys = { all: ['dashboard'] as const };

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.all, queryFn: async () => toDashboard(await api.get('dashboard')), staleTime: 30_000 });
}

// useDashboard reads Home when the user may (dashboard.view); others get
// the greeting alone.
export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
