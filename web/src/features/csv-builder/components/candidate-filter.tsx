import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMemo } from 'react';
import { canonicalFilter, filterCount, type CandidateFilter } from '../../../api/navigation-token';
import { usePickerJobs } from '../../../api/queries/requisitions';
import { useSources } from '../../../api/queries/sources';
import { useStates } from '../../../api/queries/vocabulary';
import { MultiPicker } from '../../../components/multi-picker';
import { texts } from '../texts';

type Props = {
  filter: CandidateFilter;
  onChange: (filter: CandidateFilter) => void;
  everyJob: boolean;
  onEveryJob: (on: boolean) => void;
};

// CandidateFilter narrows the list by state, job and source, the filters
// of the candidate list itself; other filters brought from the list (its
// Export button) are kept and counted.
export function CandidateFilterFields({ filter, onChange, everyJob, onEveryJob }: Props) {
  const states = useStates().data?.states;
  const sources = useSources().data?.sources;
  const jobs = usePickerJobs().data?.requisitions;
  const options = useMemo(
    () => ({
      states: (states ?? []).map((s) => ({ value: s.state ?? '', label: s.label ?? s.state ?? '', colour: s.colour, textColour: s.text_colour })),
      sources: (sources ?? []).map((s) => ({ value: s.value ?? '', label: s.title ?? s.value ?? '' })),
      jobs: (jobs ?? []).map((j) => ({ value: j.id ?? 0, label: j.title ?? '' })),
    }),
    [states, sources, jobs],
  );
  const set = (change: Partial<CandidateFilter>) => onChange(canonicalFilter({ ...filter, ...change }));
  const others = filterCount({ ...filter, statuses: undefined, requisitions: undefined, sources: undefined });
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <MultiPicker label={texts.states} options={options.states} value={filter.statuses} onChange={(statuses) => set({ statuses })} />
      <MultiPicker label={texts.jobs} options={options.jobs} value={filter.requisitions} onChange={(requisitions) => set({ requisitions })} />
      <MultiPicker label={texts.sources} options={options.sources} value={filter.sources} onChange={(sources) => set({ sources })} />
      <FormControlLabel control={<Switch checked={everyJob} onChange={(e) => onEveryJob(e.target.checked)} />} label={texts.everyJob} />
      {others > 0 && (
        <Typography variant="body2" color="text.secondary">
          {texts.fromList(others)}
        </Typography>
      )}
    </Stack>
  );
}
