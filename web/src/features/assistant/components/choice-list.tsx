import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Choice, Option } from '../types';

// ChoiceList settles one ambiguity (two candidates named Priya) before the
// form: the options as a pick list, reachable by Tab and Enter.
export function ChoiceList({ choice, onPick }: { choice: Choice; onPick: (option: Option) => void }) {
  const id = `assistant-choice-${choice.field}`;
  return (
    <Box>
      <Typography id={id} variant="subtitle1" component="p" sx={{ mb: 1 }}>
        {choice.prompt}
      </Typography>
      <List aria-labelledby={id} dense>
        {(choice.options ?? []).map((option, i) => (
          <ListItemButton key={`${option.label}-${i}`} onClick={() => onPick(option)} autoFocus={i === 0}>
            <ListItemText primary={option.label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
