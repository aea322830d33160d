// The assistant's actions as the server writes them: a mirror of
// internal/assistant/action/action.go (kinds, perform-action's fields per
// kind, filters, questions and choices).
// TODO(lead): switch to types.gen.ts after merge

export const kinds = {
  schedule: 'specific_schedule',
  selfSchedule: 'self_schedule',
  email: 'send_candidate_email',
  inviteUser: 'invite_user',
  inviteAgency: 'invite_agency_user',
  filter: 'filter_candidates',
  jobFilter: 'filter_job_specific_candidates',
  generic: 'generic',
} as const;

export type ActionKind = (typeof kinds)[keyof typeof kinds];

// actionKinds is the modal's order (action.Kinds).
export const actionKinds: ActionKind[] = [kinds.schedule, kinds.email, kinds.selfSchedule, kinds.inviteUser, kinds.inviteAgency, kinds.filter, kinds.jobFilter, kinds.generic];

export type Candidate = { slug: string; name?: string; requisition_title?: string };
export type Ref = { id: number; name?: string; email?: string };
// Refs is a picker's value: one object, a list, or null.
export type Refs = Ref | Ref[] | null;

export type Template = { id: number; name?: string; subject: string; body: string };

export type Email = { template_data: Template; candidate_application_data: Candidate };
export type Invite = { email: string; name: string; roles: string[]; designation_data: { title: string } };
export type AgencyInvite = { email: string; agency_name: string };

export type Schedule = {
  candidate_application_data: Candidate;
  round_data: Ref;
  interviewer_data: Refs;
  shadow_interviewer_data: Refs;
  start_time: string; // RFC 3339, or YYYY-MM-DDTHH:MM read in timezone
  end_time: string;
  timezone: string;
  location: string;
  video_link: string;
};

export type SelfScheduleLink = {
  candidate_application_data: Candidate;
  round_data: Ref;
  interviewer_data: Refs;
  shadow_interviewer_data: Refs;
  duration: number;
  working_hours_start: string; // HH:MM
  working_hours_end: string;
  timezone: string;
  timezone_offset?: number;
  location: string;
  video_link: string;
};

// JobFilters are the spec's filters; answers to screening questions sit
// beside the named keys, keyed by the question's id.
export type JobFilters = {
  application_states: string[] | null;
  notice_periods: string[] | null;
  min_experience: number | null;
  max_experience: number | null;
  min_current_ctc: number | null;
  max_current_ctc: number | null;
  [questionId: string]: unknown;
};

export type ScreenoFilter = {
  score: number[] | null;
  tags: string[] | null;
  graduation_year: [number | null, number | null];
  post_graduation_year: [number | null, number | null];
};

export type Filter = {
  requisition_data?: Ref;
  filters: JobFilters;
  screeno_filters: ScreenoFilter;
  search_query: string;
};

export type Question = { kind: string; state?: string; job?: Ref; from?: string; to?: string; user?: Ref };
export type Info = { question: Question; answer?: string };

export type Option = { label: string; value: unknown };
export type Choice = { field: string; prompt: string; options: Option[] };

// FieldsOf is each kind's fields.
export type FieldsOf = {
  specific_schedule: Schedule;
  self_schedule: SelfScheduleLink;
  send_candidate_email: Email;
  invite_user: Invite;
  invite_agency_user: AgencyInvite;
  filter_candidates: Filter;
  filter_job_specific_candidates: Filter;
  generic: Info;
};

// Parsed is parse-prompt's answer; action '' means not understood.
export type Parsed = {
  action: ActionKind | '';
  message: string;
  prompt: string;
  fields: unknown;
  choices: Choice[] | null;
  source: string;
};

// refList reads a Refs value as a list.
export function refList(refs: Refs | undefined): Ref[] {
  if (!refs) return [];
  return Array.isArray(refs) ? refs : [refs];
}
