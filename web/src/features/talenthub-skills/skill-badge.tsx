import { Chip } from '@mui/material';
import { badgeText } from './texts';

// SkillBadge is a proficiency badge: verified levels in colour, a partial
// pass (-1) outlined in amber so it reads apart from both "Unverified" and
// a verified level.
export function SkillBadge({ level }: { level: number }) {
  const color = level >= 3 ? 'success' : level >= 1 ? 'primary' : level < 0 ? 'warning' : 'default';
  return <Chip size="small" label={badgeText(level)} color={color} variant={level < 0 ? 'outlined' : 'filled'} />;
}
