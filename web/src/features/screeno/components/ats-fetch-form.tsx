import { Autocomplete, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useSnackbar } from '../../../components/toasts';
import { useFetchAtsCandidates } from '../api/fetch-ats-candidates';
import { useAtsJobs, useAtsSources, useAtsStages, type AtsJob, type AtsOption, type AtsProvider } from '../api/list-ats-options';
import { texts } from '../texts';

// jobStateColour colours an ATS job's state as the spec says: published
// and open green, closed and rejected red, the rest grey.
export function jobStateColour(state: string | undefined): 'success' | 'error' | 'default' {
  if (state === 'published' || state === 'open') return 'success';
  if (state === 'closed' || state === 'rejected') return 'error';
  return 'default';
}

// shortId is what a list shows of an ATS job's id: its first segment
// (Lever's ids are UUIDs).
export function shortId(id: string | undefined) {
  return (id ?? '').split('-')[0];
}

type Props = { provider: AtsProvider; allowed: boolean };

// AtsFetchForm is the integrations tab's form: a job (single), stages and
// sources (multi), SUBMIT; the fetch runs in the background.
export function AtsFetchForm({ provider, allowed }: Props) {
  const [job, setJob] = useState<AtsJob | null>(null);
  const [stages, setStages] = useState<AtsOption[]>([]);
  const [sources, setSources] = useState<AtsOption[]>([]);
  const jobs = useAtsJobs(provider);
  const stageList = useAtsStages(provider, job?.id ?? null);
  const sourceList = useAtsSources(provider);
  const start = useFetchAtsCandidates();
  const { enqueueSnackbar } = useSnackbar();
  const failed = (e: Error) =>
    enqueueSnackbar(e.message && e.message !== 'Something went wrong' ? e.message : texts.somethingWentWrong, { variant: 'error' });

  function submit() {
    if (!allowed) {
      enqueueSnackbar(texts.verifyEmail, { variant: 'error' });
      return;
    }
    if (!job?.id) {
      enqueueSnackbar(texts.selectJob, { variant: 'error' });
      return;
    }
    start.mutate(
      { external_ats_provider: provider, ats_job_id: job.id, stages: stages.map((s) => s.id ?? ''), sources: sources.map((s) => s.id ?? '') },
      {
        onSuccess: () => {
          enqueueSnackbar(texts.fetchSubmitted, { variant: 'success' });
          setJob(null);
          setStages([]);
          setSources([]);
        },
        onError: failed,
      },
    );
  }

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, width: '100%' }}>
      <Autocomplete<AtsJob>
        sx={{ flex: 2, minWidth: 220 }}
        options={jobs.data?.jobs ?? []}
        loading={jobs.isLoading}
        value={job}
        onChange={(_, picked) => {
          setJob(picked);
          setStages([]);
        }}
        getOptionLabel={(j) => `${j.title ?? ''} (${shortId(j.id)})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={(props, j) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1 }}>
              <Box sx={{ flexGrow: 1 }}>
                {j.title} <Box component="span" sx={{ color: 'text.secondary' }}>({shortId(j.id)})</Box>
              </Box>
              {j.state && <Chip size="small" color={jobStateColour(j.state)} label={j.state} />}
            </Box>
          );
        }}
        renderInput={(params) => <TextField {...params} label={texts.atsJobs} />}
      />
      <Autocomplete<AtsOption, true>
        multiple
        sx={{ flex: 1, minWidth: 180 }}
        options={stageList.data?.stages ?? []}
        disabled={!job}
        value={stages}
        onChange={(_, picked) => setStages(picked)}
        getOptionLabel={(o) => o.name ?? ''}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={texts.atsStages} />}
      />
      <Autocomplete<AtsOption, true>
        multiple
        sx={{ flex: 1, minWidth: 180 }}
        options={sourceList.data?.sources ?? []}
        value={sources}
        onChange={(_, picked) => setSources(picked)}
        getOptionLabel={(o) => o.name ?? ''}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={texts.atsSources} />}
      />
      <Button variant="contained" size="large" onClick={submit} disabled={start.isPending}>
        {texts.submit}
      </Button>
    </Stack>
  );
}
