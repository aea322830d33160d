import { minutesOf } from './time';
import { texts } from './texts';

// The rules of the schedule form (spec 5): a candidate is required, the end
// may not precede the start; ours: a round, a panel member and a date.
export type ScheduleValues = {
  slug: string;
  roundId: number | null;
  panelIds: number[];
  date: string;
  start: string;
  endDate: string;
  end: string;
  videoLink: string;
};

export type ScheduleErrors = Partial<Record<'candidate' | 'round' | 'panel' | 'date' | 'end' | 'videoLink', string>>;

export function validateSchedule(v: ScheduleValues): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (!v.slug) errors.candidate = texts.selectCandidate;
  if (v.roundId === null) errors.round = texts.selectRound;
  if (v.panelIds.length === 0) errors.panel = texts.selectPanel;
  if (!v.date) errors.date = texts.selectDate;
  if (v.date && v.endDate && (v.endDate < v.date || (v.endDate === v.date && minutesOf(v.end) < minutesOf(v.start)))) errors.end = texts.endBeforeStart;
  if (v.videoLink && !/^https?:\/\//i.test(v.videoLink.trim())) errors.videoLink = texts.invalidLink;
  return errors;
}

// The rules of the self-scheduling link form (spec 5).
export type LinkValues = { slug: string; roundId: number | null; panelIds: number[]; duration: number | ''; start: string; end: string; videoLink: string };
export type LinkErrors = Partial<Record<'candidate' | 'round' | 'panel' | 'duration' | 'range' | 'videoLink', string>>;

export function validateLink(v: LinkValues): LinkErrors {
  const errors: LinkErrors = {};
  if (!v.slug) errors.candidate = texts.selectCandidateBang;
  if (v.roundId === null) errors.round = texts.selectRound;
  if (v.panelIds.length === 0) errors.panel = texts.selectPanel;
  if (v.duration === '') errors.duration = texts.selectDuration;
  if (minutesOf(v.start) >= minutesOf(v.end)) errors.range = texts.badRange;
  if (v.videoLink && !/^https?:\/\//i.test(v.videoLink.trim())) errors.videoLink = texts.invalidLink;
  return errors;
}

// Durations by calendar (spec 5, 9): the built-in calendar offers Google's.
export type CalendarKind = 'builtin' | 'google' | 'outlook';

export function durationsFor(calendar: CalendarKind): number[] {
  return calendar === 'outlook' ? [30, 60] : [15, 30, 45, 60];
}

// initialDuration keeps a prefilled duration only when it is offered.
// initialDuration keeps a prefilled duration only when it is offered; with
// none the default interview length, an hour (spec 9).
export function initialDuration(calendar: CalendarKind, prefilled?: number): number | '' {
  if (prefilled === undefined) return 60;
  return durationsFor(calendar).includes(prefilled) ? prefilled : '';
}
