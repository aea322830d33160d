// Wall-clock helpers of the interview forms. The forms send wall times
// (YYYY-MM-DDTHH:MM) with an IANA zone and the server places them, so no
// arithmetic here crosses a time zone.

// specZones are the spec's 11 time zones (spec 9) with the IANA zone each
// stands for (DECISIONS.md, Times).
export const specZones: ReadonlyArray<{ label: string; zone: string }> = [
  { label: 'GMT', zone: 'Etc/UTC' },
  { label: 'PST', zone: 'America/Los_Angeles' },
  { label: 'MST', zone: 'America/Denver' },
  { label: 'CST', zone: 'America/Chicago' },
  { label: 'EST', zone: 'America/New_York' },
  { label: 'BST', zone: 'Europe/London' },
  { label: 'CET', zone: 'Europe/Paris' },
  { label: 'IST', zone: 'Asia/Kolkata' },
  { label: 'CST (China)', zone: 'Asia/Shanghai' },
  { label: 'JST', zone: 'Asia/Tokyo' },
  { label: 'AEST', zone: 'Australia/Sydney' },
];

export function browserZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone === 'UTC' || zone === 'Etc/GMT' || zone === 'GMT' ? 'Etc/UTC' : zone || 'Etc/UTC';
  } catch {
    return 'Etc/UTC';
  }
}

// defaultSpecZone is the browser's zone when it is in the list, otherwise
// the list's first entry (spec 5, self-schedule link form).
export function defaultSpecZone(zone = browserZone()): string {
  return specZones.some((z) => z.zone === zone) ? zone : specZones[0].zone;
}

// zoneChoices are the spec's zones and, when it is not one of them, the
// given zone (the scheduler's own) first.
export function zoneChoices(own?: string): Array<{ label: string; zone: string }> {
  const list = specZones.map((z) => ({ label: `${z.label} (${z.zone})`, zone: z.zone }));
  if (own && !specZones.some((z) => z.zone === own)) list.unshift({ label: own, zone: own });
  return list;
}

// fiveMinuteTimes are the 24-hour clock in 5-minute steps: 00:00 … 23:55.
export const fiveMinuteTimes: ReadonlyArray<string> = Array.from({ length: 288 }, (_, i) => `${pad(Math.floor(i / 12))}:${pad((i % 12) * 5)}`);

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

// addMinutes moves a wall date and time on, across midnight when it must.
export function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [y, mo, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, 0, minutesOf(time) + minutes));
  return { date: at.toISOString().slice(0, 10), time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}` };
}

// roundUpToFive is the next time on the 5-minute grid (the same time when on it).
export function roundUpToFive(time: string): string {
  const m = Math.min(Math.ceil(minutesOf(time) / 5) * 5, 23 * 60 + 55);
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

// dateIn is the YYYY-MM-DD of an instant in a zone.
export function dateIn(zone: string, at: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

// offsetMinutes is the zone's offset east of UTC at an instant (display only).
export function offsetMinutes(zone: string, at: Date = new Date()): number {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return Math.round((wall - Math.floor(at.getTime() / 60000) * 60000) / 60000);
  } catch {
    return 0;
  }
}

// formatInstant shows an instant for people in a zone: Tue, 3 Mar 2026, 14:00.
export function formatInstant(iso: string | undefined, zone?: string): string {
  if (!iso) return '-';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '-';
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  } catch {
    return at.toISOString();
  }
}

// addDays moves a YYYY-MM-DD date by whole days.
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
