import { Chip } from '@mui/material';
import { badgeText } from './texts';

// partialSx draws a partial pass (-1) with a dashed amber border and dark
// amber text (4.5:1 on white), apart from both "Unverified" and a verified
// level.
export const partialSx = { borderColor: 'warning.main', borderStyle: 'dashed', color: '#7a3500' } as const;

// SkillBadge is a proficiency badge: verified levels in colour, a partial
// pass outlined.
export function SkillBadge({ level }: { level: number }) {
  if (level < 0) return <Chip size="small" label={badgeText(level)} variant="outlined" sx={partialSx} />;
  const color = level >= 3 ? 'success' : level >= 1 ? 'primary' : 'default';
  return <Chip size="small" label={badgeText(level)} color={color} />;
}
