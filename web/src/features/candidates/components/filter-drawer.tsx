import { Autocomplete, Box, Button, Chip, Drawer, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { NumberField } from '../../../components/number-field';
import { clampDate, dateBounds } from '../date-rules';
import { canonicalFilter, type CandidateFilter } from '../../../api/navigation-token';
import { texts } from '../texts';
import type { Choice, FilterChoices } from '../use-filter-choices';

type Props = {
  open: boolean;
  filter: CandidateFilter;
  choices: FilterChoices;
  spreadsheet: boolean;
  onClose: () => void;
  onApply: (filter: CandidateFilter) => void;
};

function MultiPicker<T extends string | number>(props: { label: string; options: Choice<T>[]; value: T[] | undefined; onChange: (value: T[]) => void }) {
  const selected = props.options.filter((option) => props.value?.includes(option.value));
  return (
    <Autocomplete
      multiple
      size="small"
      options={props.options}
      value={selected}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_, value) => props.onChange(value.map((option) => option.value))}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} sx={option.colour ? { bgcolor: option.colour, color: option.textColour } : undefined} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={props.label} />}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
    />
  );
}

function experienceOf(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

// FilterDrawer edits a draft of the candidate filter and applies it at once.
// Dates are brought within their bounds on leaving the field (not while the
// year is being typed) and again on Apply.
export function FilterDrawer({ open, filter, choices, spreadsheet, onClose, onApply }: Props) {
  const [draft, setDraft] = useState<CandidateFilter>(filter);
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setDraft(filter);
  }
  const bounds = dateBounds(new Date(), spreadsheet);
  const set = (change: Partial<CandidateFilter>) => setDraft((current) => ({ ...current, ...change }));

  return (
    // Above the app bar, which sits over the permanent sidebar.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }} slotProps={{ paper: { 'aria-label': texts.filters } }}>
      <Box sx={{ width: { xs: '100vw', sm: 400 }, p: 3 }} role="form" aria-label={texts.filters}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {texts.filters}
        </Typography>
        <Stack spacing={2}>
          <MultiPicker label={texts.statuses} options={choices.states} value={draft.statuses} onChange={(statuses) => set({ statuses })} />
          <MultiPicker label={texts.sources} options={choices.sources} value={draft.sources} onChange={(sources) => set({ sources })} />
          <MultiPicker label={texts.jobs} options={choices.jobs} value={draft.requisitions} onChange={(requisitions) => set({ requisitions })} />
          <MultiPicker label={texts.tas} options={choices.tas} value={draft.tas} onChange={(tas) => set({ tas })} />
          <MultiPicker label={texts.tags} options={choices.tags} value={draft.candidate_application_tags} onChange={(candidate_application_tags) => set({ candidate_application_tags })} />
          <MultiPicker label={texts.matchScores} options={choices.matchScores} value={draft.match_scores} onChange={(match_scores) => set({ match_scores })} />
          <Stack direction="row" spacing={2}>
            <NumberField
              size="small"
              label={texts.minExperience}
              value={draft.min_experience ?? ''}
              onChange={(event) => set({ min_experience: experienceOf(event.target.value) })}
              slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
            />
            <NumberField
              size="small"
              label={texts.maxExperience}
              value={draft.max_experience ?? ''}
              onChange={(event) => set({ max_experience: experienceOf(event.target.value) })}
              slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              size="small"
              type="date"
              label={texts.startDate}
              value={draft.start_date ?? ''}
              onChange={(event) => set({ start_date: event.target.value })}
              onBlur={(event) => set({ start_date: clampDate(event.target.value, bounds) })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: bounds.min, max: draft.end_date || bounds.max } }}
              fullWidth
            />
            <TextField
              size="small"
              type="date"
              label={texts.endDate}
              value={draft.end_date ?? ''}
              onChange={(event) => set({ end_date: event.target.value })}
              onBlur={(event) => set({ end_date: clampDate(event.target.value, bounds) })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.start_date || bounds.min, max: bounds.max } }}
              fullWidth
            />
          </Stack>
          <FormControlLabel
            control={<Switch checked={draft.include_archived ?? false} onChange={(event) => set({ include_archived: event.target.checked })} />}
            label={texts.includeArchived}
          />
          <Stack sx={{ justifyContent: 'flex-end' }} direction="row" spacing={1}>
            <Button onClick={() => setDraft({})}>{texts.clearFilters}</Button>
            <Button onClick={onClose}>{texts.cancel}</Button>
            <Button variant="contained" onClick={() => onApply(canonicalFilter({ ...draft, start_date: clampDate(draft.start_date ?? '', bounds), end_date: clampDate(draft.end_date ?? '', bounds) }))}>
              {texts.apply}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Drawer>
  );
}
