import { Chip, Stack, Tooltip } from '@mui/material';

// TagChips shows a candidate's tags; hovering (or focusing) a tag shows
// the resume line that earned it.
export function TagChips({ tags, evidence }: { tags: string[]; evidence: Record<string, string> }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => {
        const line = evidence[tag];
        const chip = (
          <Chip size="small" label={tag} variant="outlined" color={tag === 'No tags' ? 'default' : 'primary'} tabIndex={line ? 0 : -1} />
        );
        return line ? (
          <Tooltip key={tag} title={line} arrow describeChild>
            {chip}
          </Tooltip>
        ) : (
          <span key={tag}>{chip}</span>
        );
      })}
    </Stack>
  );
}
