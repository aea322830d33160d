// when shows an instant as a date and time in the reader's locale, or
// nothing for an instant the server left out.
export function when(instant?: string): string {
  return instant ? new Date(instant).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
}
