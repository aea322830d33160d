// The assistant's actions. The routes' envelopes come from the generated
// contract (../../api/types.gen.ts); each kind's fields travel there as an
// open object (ParsedAction.fields, PerformActionRequest.fields are
// `unknown`/a free map), so the field shapes below mirror
// internal/assistant/action/action.go, where the server decodes them.
import type { ActionName } from '../../api/queries/actions';
import type { components } from '../../api/types.gen';

type Schemas = components['schemas'];

// ActionKind is every kind perform-action takes, and generic (answered in
// the modal, never performed).
export type ActionKind = ActionName | 'generic';

export const kinds = {
  schedule: 'specific_schedule',
  selfSchedule: 'self_schedule',
  email: 'send_candidate_email',
  inviteUser: 'invite_user',
  inviteAgency: 'invite_agency_user',
  filter: 'filter_candidates',
  jobFilter: 'filter_job_specific_candidates',
  generic: 'generic',
} as const satisfies Record<string, ActionKind>;

// A kind the server adds to perform-action's enum and not here fails tsc.
type Unlisted = Exclude<ActionKind, (typeof kinds)[keyof typeof kinds]>;
export const everyKindListed: [Unlisted] extends [never] ? true : Unlisted = true;

// actionKinds is the modal's order (action.Kinds).
export const actionKinds: ActionKind[] = [kinds.schedule, kinds.email, kinds.selfSchedule, kinds.inviteUser, kinds.inviteAgency, kinds.filter, kinds.jobFilter, kinds.generic];

export const isActionKind = (value: string | undefined): value is ActionKind => actionKinds.includes(value as ActionKind);

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
// beside the named keys, keyed by the question's id. Local because the
// contract's JobFiltersResult.filters is an open map (Go writes the named
// keys and the answers side by side through a custom MarshalJSON).
export type JobFilters = {
  application_states: string[] | null;
  notice_periods: string[] | null;
  min_experience: number | null;
  max_experience: number | null;
  min_current_ctc: number | null;
  max_current_ctc: number | null;
  [questionId: string]: unknown;
};

export type ScreenoFilter = Schemas['ScreenoFilters'];

export type Filter = {
  requisition_data?: Ref;
  filters: JobFilters;
  screeno_filters: ScreenoFilter;
  search_query: string;
};

export type Question = { kind: string; state?: string; job?: Ref; from?: string; to?: string; user?: Ref };
export type Info = { question: Question; answer?: string };

// A choice the user settles before the form, and its options.
export type Choice = Schemas['ActionChoice'];
export type Option = Schemas['ActionOption'];

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
export type Parsed = Schemas['ParsedAction'];

// refList reads a Refs value as a list.
export function refList(refs: Refs | undefined): Ref[] {
  if (!refs) return [];
  return Array.isArray(refs) ? refs : [refs];
}
