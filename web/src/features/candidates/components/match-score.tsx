import { Box, Chip, Tooltip } from '@mui/material';

type Props = { score?: number; label?: string; reasons?: string[] | null };

// MatchScore shows a match label; its reasons open on hover or keyboard
// focus, and are part of the chip's name for screen readers. A score not
// computed is a plain '-'.
export function MatchScore({ score, label, reasons }: Props) {
  const text = label || '-';
  if (score === undefined || score < 0 || !reasons || reasons.length === 0) return <span>{text}</span>;
  return (
    <Tooltip
      describeChild
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      }
    >
      <Chip size="small" variant="outlined" label={text} tabIndex={0} aria-label={`${text}: ${reasons.join('; ')}`} data-testid="match-score" />
    </Tooltip>
  );
}
