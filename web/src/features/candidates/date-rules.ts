// Date filter rules (spec 5): no future dates; the spreadsheet view's start
// date is no earlier than 2 years back and its end date no later than now.
export const spreadsheetLookbackMs = 63072000000;

// isoDate is a Date as YYYY-MM-DD in UTC, the server's calendar.
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type DateBounds = { min?: string; max: string };

// dateBounds gives the pickers' limits for the list or the spreadsheet.
export function dateBounds(now: Date, spreadsheet: boolean): DateBounds {
  const max = isoDate(now);
  return spreadsheet ? { min: isoDate(new Date(now.getTime() - spreadsheetLookbackMs)), max } : { max };
}

// clampDate keeps a chosen date within the bounds ('' stays empty).
export function clampDate(value: string, bounds: DateBounds): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  if (value > bounds.max) return bounds.max;
  if (bounds.min && value < bounds.min) return bounds.min;
  return value;
}
