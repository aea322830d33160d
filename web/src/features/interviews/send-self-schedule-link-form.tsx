import { Box, Button, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import { useAllowedRounds, usePerformAction } from './api/interviews';
import { CandidatePicker, PanelPicker, RoundSelect, TimeSelect, ZoneSelect, type CandidateChoice } from './components/pickers';
import { durationsFor, initialDuration, validateLink, type CalendarKind, type LinkErrors } from './rules';
import { texts } from './texts';
import { browserZone, dateIn, defaultSpecZone, offsetMinutes, zoneChoices } from './time';

export type SelfScheduleInitial = {
  roundId?: number;
  panelIds?: number[];
  shadowIds?: number[];
  duration?: number;
  start?: string;
  end?: string;
  timezone?: string;
  location?: string;
  videoLink?: string;
};

type Props = {
  candidate?: CandidateChoice;
  initial?: SelfScheduleInitial;
  // calendar decides the durations offered; Hirekit's own calendar
  // always counts as connected (DECISIONS.md, Scheduling).
  calendar?: CalendarKind;
  onDone?: (link: string) => void;
  onCancel?: () => void;
};

// SendSelfScheduleLinkForm mails the candidate a link to pick a slot
// (self_schedule through the dispatcher), with the spec's rules: a
// candidate is required, working hours must start before they end, the
// durations follow the calendar and a prefilled one not offered is dropped,
// the time zone defaults to the browser's when it is in the list.
export function SendSelfScheduleLinkForm({ candidate: given, initial = {}, calendar = 'builtin', onDone, onCancel }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [candidate, setCandidate] = useState<CandidateChoice | null>(given ?? null);
  const [roundId, setRoundId] = useState<number | null>(initial.roundId ?? null);
  const [panelIds, setPanelIds] = useState<number[]>(initial.panelIds ?? []);
  const [shadowIds, setShadowIds] = useState<number[]>(initial.shadowIds ?? []);
  const [duration, setDuration] = useState<number | ''>(() => initialDuration(calendar, initial.duration));
  const [start, setStart] = useState(initial.start ?? '09:00');
  const [end, setEnd] = useState(initial.end ?? '18:00');
  const [timezone, setTimezone] = useState(() => defaultSpecZone(initial.timezone ?? browserZone()));
  const [location, setLocation] = useState(initial.location ?? '');
  const [videoLink, setVideoLink] = useState(initial.videoLink ?? '');
  const [errors, setErrors] = useState<LinkErrors>({});
  const slug = candidate?.slug ?? '';
  const rounds = useAllowedRounds(slug).data?.rounds ?? [];
  const perform = usePerformAction();

  const chooseCandidate = (next: CandidateChoice | null) => {
    if (next?.slug !== candidate?.slug) {
      setRoundId(null);
      setPanelIds([]);
      setShadowIds([]);
    }
    setCandidate(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLink({ slug, roundId, panelIds, duration, start, end, videoLink });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    perform.mutate(
      {
        action: 'self_schedule',
        fields: {
          candidate_application_data: { slug },
          round_data: { id: roundId },
          interviewer_data: panelIds.map((id) => ({ id })),
          shadow_interviewer_data: shadowIds.map((id) => ({ id })),
          duration,
          working_hours_start: start,
          working_hours_end: end,
          timezone,
          timezone_offset: offsetMinutes(timezone),
          location: location.trim(),
          video_link: videoLink.trim(),
        },
      },
      {
        onSuccess: (result) => {
          enqueueSnackbar(result?.message || texts.linkSent, { variant: 'success' });
          onDone?.(result?.link ?? `/candidate-timeline/${slug}`);
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={texts.selfScheduleTitle}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CandidatePicker value={candidate} onChange={chooseCandidate} error={errors.candidate} given={given} />
        <RoundSelect rounds={rounds} value={roundId} onChange={setRoundId} error={errors.round} disabled={!slug} />
        <PanelPicker slug={slug} label={texts.panel} value={panelIds} onChange={setPanelIds} error={errors.panel} exclude={shadowIds} countsDate={dateIn(timezone)} required />
        <PanelPicker slug={slug} label={texts.shadowPanel} value={shadowIds} onChange={setShadowIds} exclude={panelIds} countsDate={dateIn(timezone)} />
        <TextField select label={texts.duration} required value={duration} onChange={(e) => setDuration(Number(e.target.value))} error={!!errors.duration} helperText={errors.duration} fullWidth>
          {durationsFor(calendar).map((d) => (
            <MenuItem key={d} value={d}>
              {texts.minutes(d)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimeSelect label={texts.workingHoursStart} value={start} onChange={setStart} error={!!errors.range} fullWidth />
          <TimeSelect label={texts.workingHoursEnd} value={end} onChange={setEnd} error={!!errors.range} fullWidth />
        </Stack>
        {errors.range ? (
          <FormHelperText error role="alert">
            {errors.range}
          </FormHelperText>
        ) : null}
        <ZoneSelect value={timezone} onChange={setTimezone} choices={zoneChoices()} />
        <TextField label={texts.location} value={location} onChange={(e) => setLocation(e.target.value)} fullWidth />
        <TextField label={texts.videoLink} value={videoLink} onChange={(e) => setVideoLink(e.target.value)} error={!!errors.videoLink} helperText={errors.videoLink} fullWidth />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel ? <Button onClick={onCancel}>{texts.cancel}</Button> : null}
          <Button type="submit" variant="contained" disabled={perform.isPending}>
            {perform.isPending ? texts.sending : texts.send}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
