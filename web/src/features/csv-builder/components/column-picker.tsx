import { Box, Checkbox, FormControlLabel, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import type { ExportColumn } from '../api/export-columns';
import { texts } from '../texts';

type Props = {
  // columns are every column, in the order shown (chosen ones first, in
  // the file's order).
  columns: ExportColumn[];
  chosen: string[];
  onChange: (columns: ExportColumn[], chosen: string[]) => void;
};

function Arrow({ up }: { up: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={up ? 'M7 14l5-5 5 5z' : 'M7 10l5 5 5-5z'} />
    </svg>
  );
}

// ColumnPicker is the columns as a checklist: a tick adds a column to the
// file, the arrows move it (buttons, so the keyboard reaches them). The
// file holds the ticked columns in the list's order.
export function ColumnPicker({ columns, chosen, onChange }: Props) {
  const move = (from: number, to: number) => {
    const next = [...columns];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next, next.filter((c) => chosen.includes(c.key)).map((c) => c.key));
  };
  const toggle = (key: string, on: boolean) => {
    const set = new Set(on ? [...chosen, key] : chosen.filter((k) => k !== key));
    onChange(columns, columns.filter((c) => set.has(c.key)).map((c) => c.key));
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {texts.columnsHint}
      </Typography>
      <List dense aria-label={texts.columns} sx={{ maxWidth: 480 }}>
        {columns.map((c, i) => (
          <ListItem
            key={c.key}
            disableGutters
            secondaryAction={
              <Stack direction="row">
                <IconButton size="small" aria-label={texts.moveUp(c.label)} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <Arrow up />
                </IconButton>
                <IconButton size="small" aria-label={texts.moveDown(c.label)} disabled={i === columns.length - 1} onClick={() => move(i, i + 1)}>
                  <Arrow up={false} />
                </IconButton>
              </Stack>
            }
          >
            <FormControlLabel control={<Checkbox size="small" checked={chosen.includes(c.key)} onChange={(e) => toggle(c.key, e.target.checked)} />} label={c.label} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {texts.chosen(chosen.length)}
      </Typography>
    </Box>
  );
}
