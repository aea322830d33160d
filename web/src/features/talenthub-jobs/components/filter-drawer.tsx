import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { JobFilters } from '../api/get-jobs';
import { useSkills } from '../api/get-skills';
import {
  applyFiltersText,
  clearFiltersText,
  experienceFilterText,
  experienceLabel,
  experienceText,
  filtersText,
  skillsHelpText,
  skillsText,
  typeOptions,
  typeText,
} from '../texts';

export const emptyFilters: JobFilters = { type: 'all', experience: null, skills: [] };

type Props = { open: boolean; value: JobFilters; onClose: () => void; onApply: (f: JobFilters) => void };

// FilterDrawer is the board's filters: type, experience 0–6 (6 shown as
// 5+) and skills (all of; at most 2 chosen tags shown, then "+n").
export function FilterDrawer({ open, value, onClose, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const skills = useSkills();
  const options = skills.data ?? [];
  const chosen = options.filter((s) => draft.skills.includes(s.slug ?? ''));
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ transition: { onEnter: () => setDraft(value) } }}>
      <Box component="section" aria-labelledby="job-filters-title" sx={{ width: 340, p: 3 }}>
        <Typography variant="h6" component="h2" id="job-filters-title" gutterBottom>
          {filtersText}
        </Typography>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="job-type-label">{typeText}</FormLabel>
            <RadioGroup
              aria-labelledby="job-type-label"
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as JobFilters['type'] })}
            >
              {typeOptions.map((o) => (
                <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
              ))}
            </RadioGroup>
          </FormControl>
          <Box>
            <FormControlLabel
              control={
                <Checkbox checked={draft.experience !== null} onChange={(e) => setDraft({ ...draft, experience: e.target.checked ? 0 : null })} />
              }
              label={experienceFilterText}
            />
            <Typography id="job-experience-label" variant="body2" color="text.secondary">
              {experienceText}
            </Typography>
            <Slider
              aria-labelledby="job-experience-label"
              min={0}
              max={6}
              step={1}
              marks={[0, 1, 2, 3, 4, 5, 6].map((v) => ({ value: v, label: experienceLabel(v) }))}
              value={draft.experience ?? 0}
              disabled={draft.experience === null}
              valueLabelDisplay="auto"
              valueLabelFormat={experienceLabel}
              getAriaValueText={experienceLabel}
              onChange={(_, v) => setDraft({ ...draft, experience: v as number })}
            />
          </Box>
          <Autocomplete
            multiple
            limitTags={2}
            options={options}
            value={chosen}
            groupBy={(s) => s.category ?? ''}
            getOptionLabel={(s) => s.name ?? ''}
            isOptionEqualToValue={(a, b) => a.slug === b.slug}
            onChange={(_, v) => setDraft({ ...draft, skills: v.map((s) => s.slug ?? '') })}
            renderInput={(params) => <TextField {...params} label={skillsText} helperText={skillsHelpText} />}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(emptyFilters)}>{clearFiltersText}</Button>
            <Button variant="contained" onClick={() => onApply(draft)}>
              {applyFiltersText}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Drawer>
  );
}
