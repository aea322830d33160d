import { Chip } from '@mui/material';

type Props = { label?: string; colour?: string; textColour?: string; size?: 'small' | 'medium' };

// StateChip shows a pipeline state in the server's colours.
export function StateChip({ label, colour, textColour, size = 'small' }: Props) {
  return <Chip size={size} label={label ?? '-'} sx={{ bgcolor: colour ?? 'grey.200', color: textColour ?? 'text.primary', fontWeight: 500 }} />;
}
