// timeZones lists the browser's IANA zones, with the current one first
// when the browser does not know it (an old browser or a made-up value).
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.length > 0 ? [...known] : ['Etc/UTC'];
  if (current && !zones.includes(current)) zones.unshift(current);
  return zones;
}
