// badgeText shows credits on the badge, capped at 999 (spec 9).
export const badgeCap = 999;

export function badgeText(credits: number): string {
  return credits > badgeCap ? `${badgeCap}+` : String(credits);
}
