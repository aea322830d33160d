import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/client';
import { usePerformAction } from '../../../api/queries/actions';
import { usePickerJobs } from '../../../api/queries/requisitions';
import { vocabularyQueryOptions } from '../../../api/queries/vocabulary';
import { NumberField } from '../../../components/number-field';
import { useSnackbar } from '../../../components/toasts';
import { useParseJobFilters, type JobFiltersResult } from '../api/parse-job-filters';
import { texts } from '../texts';
import { kinds, type Filter, type JobFilters } from '../types';

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

// withParsed lays parse-job-filters' answer over the filter under review.
// Its filters are an open map in the contract (the named keys and one key
// per screening-question id), read here as JobFilters; question ids are
// kept as they are, so the answers reach perform-action.
function withParsed(given: Filter, answer: JobFiltersResult): Filter {
  return {
    ...given,
    filters: { ...given.filters, ...(answer.filters as Partial<JobFilters> | null) },
    screeno_filters: answer.screeno_filters ?? given.screeno_filters,
    search_query: answer.search_query ?? given.search_query,
  };
}

// ctcText is the current CTC range as one chip ('' when there is none).
function ctcText(min: number | null | undefined, max: number | null | undefined): string {
  const has = (n: number | null | undefined): n is number => typeof n === 'number';
  if (has(min) && has(max)) return `${min}–${max}`;
  if (has(min)) return `≥ ${min}`;
  if (has(max)) return `≤ ${max}`;
  return '';
}

// FilterForm reviews a parsed candidate filter, or builds one: a job, the
// experience range and, for one job, a description read by
// parse-job-filters (its failure toasts 'Something went wrong!'). Done, it
// performs the filter action (POST ats-agent/perform-action), whose link
// carries the whole filter — notice periods, current CTC and screening
// answers included — as a navigation_token: the candidate list, or the
// job's own Candidates tab for 'Filter candidates of a job'.
export function FilterForm({ fields, jobRequired, label, onDone, onCancel }: Props) {
  const given = fields ?? emptyFilter;
  const jobs = usePickerJobs().data?.requisitions ?? [];
  const parse = useParseJobFilters();
  const perform = usePerformAction(jobRequired ? kinds.jobFilter : kinds.filter);
  const { enqueueSnackbar } = useSnackbar();
  const [jobId, setJobId] = useState<number | ''>(given.requisition_data?.id ?? '');
  const [prompt, setPrompt] = useState('');
  const [min, setMin] = useState(given.filters?.min_experience?.toString() ?? '');
  const [max, setMax] = useState(given.filters?.max_experience?.toString() ?? '');
  const [jobError, setJobError] = useState(false);
  const noticeValues = given.filters?.notice_periods ?? [];
  // Notice periods are the vocabulary's values ('immediate', '15'): shown
  // by their titles, read only when there are some to show.
  const noticeTitles = useQuery({ ...vocabularyQueryOptions(), enabled: noticeValues.length > 0 }).data?.notice_periods ?? [];
  const notice = noticeValues.map((v) => noticeTitles.find((o) => o.value === v)?.title ?? v);
  const states = given.filters?.application_states ?? [];
  const ctc = ctcText(given.filters?.min_current_ctc, given.filters?.max_current_ctc);
  const busy = parse.isPending || perform.isPending;
  // A job named by the prompt but not among the picker's is still offered.
  const named = given.requisition_data;
  const options = named && !jobs.some((j) => j.id === named.id) ? [{ id: named.id, title: named.name ?? `#${named.id}` }, ...jobs] : jobs;

  // finish performs the filter; a range the parse left empty is the one
  // typed in the form.
  const finish = (filter: Filter) => {
    const f = filter.filters;
    const range = { min_experience: f?.min_experience ?? numberOrNull(min), max_experience: f?.max_experience ?? numberOrNull(max) };
    const performed: Filter = { ...filter, requisition_data: jobId === '' ? undefined : { id: jobId }, filters: { ...f, ...range } };
    perform.mutate(performed, {
      onSuccess: (result) => onDone(result.link || '/candidates'),
      onError: (failure) => enqueueSnackbar(failure instanceof ApiError && failure.message ? failure.message : texts.somethingWentWrongBang, { variant: 'error' }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (jobRequired && jobId === '') {
      setJobError(true);
      enqueueSnackbar(texts.selectJob, { variant: 'error' });
      return;
    }
    if (jobId === '' || !prompt.trim()) return finish({ ...given, filters: { ...given.filters, min_experience: numberOrNull(min), max_experience: numberOrNull(max) } });
    parse.mutate(
      { prompt: prompt.trim(), requisition_id: jobId, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onSuccess: (answer) => finish(withParsed(given, answer)),
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
        {ctc && <Chips title={texts.currentCtc} values={[ctc]} />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? texts.pleaseWait : texts.filter}
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
