import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { usePickerJobs } from '../../../api/queries/requisitions';
import { NumberField } from '../../../components/number-field';
import { useSnackbar } from '../../../components/toasts';
import { useParseJobFilters } from '../api/parse-job-filters';
import { candidateFilterOf, candidatesLink } from '../links';
import { texts } from '../texts';
import type { Filter } from '../types';

type Props = {
  fields: Filter | null;
  // jobRequired is 'Filter candidates of a job'; without it, 'Filter
  // specific candidates' over every job.
  jobRequired: boolean;
  label: string;
  onDone: (link: string) => void;
  onCancel: () => void;
};

const emptyFilter: Filter = {
  filters: { application_states: null, notice_periods: null, min_experience: null, max_experience: null, min_current_ctc: null, max_current_ctc: null },
  screeno_filters: { score: null, tags: null, graduation_year: [null, null], post_graduation_year: [null, null] },
  search_query: '',
};

const numberOrNull = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

// FilterForm reviews a parsed candidate filter, or builds one: a job, the
// experience range and, for one job, a description read by
// parse-job-filters (its failure toasts 'Something went wrong!'). Done, it
// hands on the candidate list's link with the filter's navigation_token.
export function FilterForm({ fields, jobRequired, label, onDone, onCancel }: Props) {
  const given = fields ?? emptyFilter;
  const jobs = usePickerJobs().data?.requisitions ?? [];
  const parse = useParseJobFilters();
  const { enqueueSnackbar } = useSnackbar();
  const [jobId, setJobId] = useState<number | ''>(given.requisition_data?.id ?? '');
  const [prompt, setPrompt] = useState('');
  const [min, setMin] = useState(given.filters?.min_experience?.toString() ?? '');
  const [max, setMax] = useState(given.filters?.max_experience?.toString() ?? '');
  const [jobError, setJobError] = useState(false);
  const notice = given.filters?.notice_periods ?? [];
  const states = given.filters?.application_states ?? [];
  // A job named by the prompt but not among the picker's is still offered.
  const named = given.requisition_data;
  const options = named && !jobs.some((j) => j.id === named.id) ? [{ id: named.id, title: named.name ?? `#${named.id}` }, ...jobs] : jobs;

  // finish opens the list with the filter; a range the parse left empty
  // is the one typed in the form.
  const finish = (filter: Filter) => {
    const f = filter.filters;
    const range = { min_experience: f?.min_experience ?? numberOrNull(min), max_experience: f?.max_experience ?? numberOrNull(max) };
    onDone(candidatesLink(candidateFilterOf({ ...filter, filters: { ...f, ...range } }, jobId === '' ? undefined : jobId)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (jobRequired && jobId === '') {
      setJobError(true);
      enqueueSnackbar(texts.selectJob, { variant: 'error' });
      return;
    }
    if (jobId === '' || !prompt.trim()) return finish({ ...given, filters: { ...given.filters, min_experience: numberOrNull(min), max_experience: numberOrNull(max) } });
    parse.mutate(
      { prompt: prompt.trim(), requisition_id: jobId },
      {
        onSuccess: (answer) => finish({ ...given, ...answer, filters: { ...given.filters, ...answer.filters } }),
        onError: () => enqueueSnackbar(texts.somethingWentWrongBang, { variant: 'error' }),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={texts.job}
          required={jobRequired}
          value={jobId}
          onChange={(e) => {
            setJobId(e.target.value === '' ? '' : Number(e.target.value));
            setJobError(false);
          }}
          error={jobError}
          helperText={jobError ? texts.selectJobFor : undefined}
          fullWidth
        >
          {!jobRequired && <MenuItem value="">—</MenuItem>}
          {options.map((job) => (
            <MenuItem key={job.id} value={job.id}>
              {job.title}
            </MenuItem>
          ))}
        </TextField>
        {jobRequired && (
          <TextField label={texts.filterPrompt} helperText={texts.filterPromptHelp} value={prompt} onChange={(e) => setPrompt(e.target.value)} fullWidth />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberField label={texts.minExperience} value={min} onChange={(e) => setMin(e.target.value)} min={0} step={0.1} fullWidth />
          <NumberField label={texts.maxExperience} value={max} onChange={(e) => setMax(e.target.value)} min={0} step={0.1} fullWidth />
        </Stack>
        {states.length > 0 && <Chips title={texts.states} values={states} />}
        {notice.length > 0 && <Chips title={texts.noticePeriods} values={notice} />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={parse.isPending}>
            {parse.isPending ? texts.pleaseWait : texts.filter}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Chips({ title, values }: { title: string; values: string[] }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="p">
        {title}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {values.map((v) => (
          <Chip key={v} label={v} size="small" />
        ))}
      </Stack>
    </Box>
  );
}
