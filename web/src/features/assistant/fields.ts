// What each form is prefilled with, read from the parsed fields. Plain
// values only: src/app hands them to the timeline's and settings' forms.
import { refList, type AgencyInvite, type Candidate, type Email, type Invite, type Schedule, type SelfScheduleLink } from './types';

export type CandidateValue = { slug: string; name: string; job?: string };

function candidateOf(c: Candidate | undefined): CandidateValue | undefined {
  if (!c?.slug) return undefined;
  return { slug: c.slug, name: c.name ?? c.slug, job: c.requisition_title };
}

const ids = (refs: Parameters<typeof refList>[0]) => refList(refs).map((r) => r.id).filter((id) => id > 0);
const idOf = (id: number | undefined) => (id ? id : undefined);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// wallTime reads a time as the date and HH:MM on the zone's clock: an RFC
// 3339 time is converted, a bare YYYY-MM-DDTHH:MM is already wall time.
export function wallTime(value: string | undefined, zone: string): { date: string; time: string } | undefined {
  if (!value) return undefined;
  const bare = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (bare) return { date: bare[1], time: bare[2] };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return undefined;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  } catch {
    return undefined; // a zone the browser does not know
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

export function scheduleValues(fields: Schedule | null) {
  if (!fields) return { candidate: undefined, initial: {} };
  const timezone = fields.timezone || browserZone();
  const start = wallTime(fields.start_time, timezone);
  const end = wallTime(fields.end_time, timezone);
  return {
    candidate: candidateOf(fields.candidate_application_data),
    initial: {
      roundId: idOf(fields.round_data?.id),
      panelIds: ids(fields.interviewer_data),
      shadowIds: ids(fields.shadow_interviewer_data),
      date: start?.date,
      start: start?.time,
      end: end?.time,
      endDate: end?.date,
      timezone,
      location: fields.location || undefined,
      videoLink: fields.video_link || undefined,
    },
  };
}

export function selfScheduleValues(fields: SelfScheduleLink | null) {
  if (!fields) return { candidate: undefined, initial: {} };
  return {
    candidate: candidateOf(fields.candidate_application_data),
    initial: {
      roundId: idOf(fields.round_data?.id),
      panelIds: ids(fields.interviewer_data),
      shadowIds: ids(fields.shadow_interviewer_data),
      duration: fields.duration || undefined,
      start: fields.working_hours_start || undefined,
      end: fields.working_hours_end || undefined,
      timezone: fields.timezone || undefined,
      location: fields.location || undefined,
      videoLink: fields.video_link || undefined,
    },
  };
}

export function emailValues(fields: Email | null) {
  const t = fields?.template_data;
  return {
    candidate: candidateOf(fields?.candidate_application_data),
    initial: { templateId: idOf(t?.id), subject: t?.subject || undefined, body: t?.body || undefined },
  };
}

export function inviteValues(fields: Invite | null) {
  return { email: fields?.email || undefined, name: fields?.name || undefined, designation: fields?.designation_data?.title || undefined, roles: fields?.roles ?? undefined };
}

export function agencyInviteValues(fields: AgencyInvite | null) {
  return { agencyName: fields?.agency_name || undefined, email: fields?.email || undefined };
}
