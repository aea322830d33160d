import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import { useAllowedRounds, usePerformAction } from './api/interviews';
import { CandidatePicker, PanelPicker, RoundSelect, TimeSelect, ZoneSelect, type CandidateChoice } from './components/pickers';
import { validateSchedule, type ScheduleErrors } from './rules';
import { texts } from './texts';
import { addDays, addMinutes, browserZone, dateIn } from './time';

export type ScheduleInitial = {
  roundId?: number;
  panelIds?: number[];
  shadowIds?: number[];
  date?: string;
  start?: string;
  // end and endDate default to an hour after the start.
  end?: string;
  endDate?: string;
  timezone?: string;
  location?: string;
  videoLink?: string;
};

type Props = {
  // candidate is preselected (the timeline's application).
  candidate?: CandidateChoice;
  initial?: ScheduleInitial;
  onDone?: (link: string) => void;
  onCancel?: () => void;
};

// ScheduleInterviewForm books an interview on Hirekit's calendar through
// the dispatcher (specific_schedule), with the spec's rules: a candidate is
// required, choosing a start sets the end an hour later, the end may not
// precede the start, a new candidate clears the round (and the panel, which
// depends on the candidate's job); 24-hour pickers in 5-minute steps.
export function ScheduleInterviewForm({ candidate: given, initial = {}, onDone, onCancel }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const zone0 = initial.timezone ?? browserZone();
  const [candidate, setCandidate] = useState<CandidateChoice | null>(given ?? null);
  const [roundId, setRoundId] = useState<number | null>(initial.roundId ?? null);
  const [panelIds, setPanelIds] = useState<number[]>(initial.panelIds ?? []);
  const [shadowIds, setShadowIds] = useState<number[]>(initial.shadowIds ?? []);
  const [timezone, setTimezone] = useState(zone0);
  const [date, setDate] = useState(initial.date ?? addDays(dateIn(zone0), 1));
  const [start, setStart] = useState(initial.start ?? '10:00');
  const firstEnd = addMinutes(initial.date ?? addDays(dateIn(zone0), 1), initial.start ?? '10:00', 60);
  const [end, setEnd] = useState(initial.end ?? firstEnd.time);
  const [endDate, setEndDate] = useState(initial.endDate ?? (initial.end ? (initial.date ?? firstEnd.date) : firstEnd.date));
  const [location, setLocation] = useState(initial.location ?? '');
  const [videoLink, setVideoLink] = useState(initial.videoLink ?? '');
  const [errors, setErrors] = useState<ScheduleErrors>({});
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
  // Choosing a start (day or time) sets the end one hour later.
  const chooseStart = (nextDate: string, nextStart: string) => {
    setDate(nextDate);
    setStart(nextStart);
    if (!nextDate) return;
    const later = addMinutes(nextDate, nextStart, 60);
    setEnd(later.time);
    setEndDate(later.date);
  };
  const chooseEnd = (time: string) => {
    setEnd(time);
    setEndDate(date);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSchedule({ slug, roundId, panelIds, date, start, endDate, end, videoLink });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    perform.mutate(
      {
        action: 'specific_schedule',
        fields: {
          candidate_application_data: { slug },
          round_data: { id: roundId },
          interviewer_data: panelIds.map((id) => ({ id })),
          shadow_interviewer_data: shadowIds.map((id) => ({ id })),
          start_time: `${date}T${start}`,
          end_time: `${endDate}T${end}`,
          timezone,
          location: location.trim(),
          video_link: videoLink.trim(),
        },
      },
      {
        onSuccess: (result) => {
          enqueueSnackbar(result?.message || texts.scheduled, { variant: 'success' });
          onDone?.(result?.link ?? `/candidate-timeline/${slug}`);
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={texts.scheduleTitle}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CandidatePicker value={candidate} onChange={chooseCandidate} error={errors.candidate} given={given} />
        <RoundSelect rounds={rounds} value={roundId} onChange={setRoundId} error={errors.round} disabled={!slug} />
        <PanelPicker slug={slug} label={texts.panel} value={panelIds} onChange={setPanelIds} error={errors.panel} exclude={shadowIds} countsDate={dateIn(timezone)} required />
        <PanelPicker slug={slug} label={texts.shadowPanel} value={shadowIds} onChange={setShadowIds} exclude={panelIds} countsDate={dateIn(timezone)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={texts.date}
            required
            value={date}
            onChange={(e) => chooseStart(e.target.value, start)}
            error={!!errors.date}
            helperText={errors.date}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TimeSelect label={texts.startTime} value={start} onChange={(t) => chooseStart(date, t)} fullWidth />
          <TimeSelect label={texts.endTime} value={end} onChange={chooseEnd} error={errors.end} fullWidth />
        </Stack>
        {endDate && date && endDate !== date ? (
          <Typography variant="body2" color="text.secondary">
            {`${texts.endTime}: ${endDate} ${end}`}
          </Typography>
        ) : null}
        <ZoneSelect value={timezone} onChange={setTimezone} own={zone0} />
        <TextField label={texts.location} value={location} onChange={(e) => setLocation(e.target.value)} fullWidth />
        <TextField label={texts.videoLink} value={videoLink} onChange={(e) => setVideoLink(e.target.value)} error={!!errors.videoLink} helperText={errors.videoLink} fullWidth />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel ? <Button onClick={onCancel}>{texts.cancel}</Button> : null}
          <Button type="submit" variant="contained" disabled={perform.isPending}>
            {perform.isPending ? texts.scheduling : texts.schedule}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
