import { Alert, Box, Button, Checkbox, Drawer, FormControlLabel, FormGroup, FormLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { NumberField } from '../../../components/number-field';
import { maxGraduationYear, minGraduationYear, noFilters, scoreBuckets, tagNames, yearProblem, type Filters, type ScoreBucket } from '../rules';
import { texts } from '../texts';

type Props = { open: boolean; value: Filters; onApply: (f: Filters) => void; onClose: () => void };

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function year(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

// FilterDrawer edits the table's filters: tags, score buckets and the
// graduation years (2000 to this year + 10; the last not before the
// first).
export function FilterDrawer({ open, value, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<Filters>(value);
  const [from, setFrom] = useState(value.yearFrom?.toString() ?? '');
  const [to, setTo] = useState(value.yearTo?.toString() ?? '');
  const problem = yearProblem(year(from), year(to));
  const max = maxGraduationYear();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 340, p: 3 } } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {texts.filters}
      </Typography>
      <Stack spacing={3}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{texts.tags}</FormLabel>
          <FormGroup>
            {tagNames.map((tag) => (
              <FormControlLabel key={tag} label={tag}
                control={<Checkbox size="small" checked={draft.tags.includes(tag)} onChange={() => setDraft({ ...draft, tags: toggle(draft.tags, tag) })} />} />
            ))}
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{texts.scoreBuckets}</FormLabel>
          <FormGroup>
            {scoreBuckets.map((b) => (
              <FormControlLabel key={b.value} label={b.label}
                control={<Checkbox size="small" checked={draft.buckets.includes(b.value)}
                  onChange={() => setDraft({ ...draft, buckets: toggle<ScoreBucket>(draft.buckets, b.value) })} />} />
            ))}
          </FormGroup>
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {texts.graduationYears}
          </FormLabel>
          <Stack direction="row" spacing={1}>
            <NumberField label={texts.yearFrom} size="small" value={from} onChange={(e) => setFrom(e.target.value)} min={minGraduationYear} max={max} step={1} />
            <NumberField label={texts.yearTo} size="small" value={to} onChange={(e) => setTo(e.target.value)}
              min={year(from) ?? minGraduationYear} max={max} step={1} />
          </Stack>
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={problem !== ''} onClick={() => onApply({ ...draft, yearFrom: year(from), yearTo: year(to) })}>
            {texts.apply}
          </Button>
          <Button onClick={() => onApply(noFilters)}>{texts.clearFilters}</Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
