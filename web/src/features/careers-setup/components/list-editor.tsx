import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';

type Row = Record<string, string | undefined>;

// ListEditor edits a short list of two-field rows (title and text, or
// title and link).
export function ListEditor<T extends Row>({
  title,
  rows,
  fields,
  empty,
  onChange,
  max = 12,
}: {
  title: string;
  rows: T[];
  fields: { key: keyof T & string; label: string; multiline?: boolean }[];
  empty: T;
  onChange: (rows: T[]) => void;
  max?: number;
}) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {rows.map((row, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          {fields.map((f) => (
            <TextField
              key={f.key}
              label={`${f.label} ${i + 1}`}
              size="small"
              fullWidth
              multiline={f.multiline}
              value={row[f.key] ?? ''}
              onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, [f.key]: e.target.value } : r)))}
            />
          ))}
          <IconButton aria-label={`Remove ${title.toLowerCase()} ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            ×
          </IconButton>
        </Stack>
      ))}
      {rows.length < max && (
        <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...rows, { ...empty }])}>
          Add to {title.toLowerCase()}
        </Button>
      )}
    </Stack>
  );
}
