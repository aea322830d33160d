// relativeTime says how long ago an instant was in the spec's units
// (spec 9): seconds, minutes, hours, days, months of 30 days, years of 365.
const units: Array<[string, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

export function relativeTime(instant: string | Date | undefined, now: Date = new Date()): string {
  if (!instant) return '-';
  const then = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(then.getTime())) return '-';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
