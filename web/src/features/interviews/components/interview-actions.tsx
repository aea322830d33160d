import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../components/toasts';
import { useChangeInterview, type Interview } from '../api/interviews';
import { texts } from '../texts';
import { addMinutes, minutesOf } from '../time';
import { TimeSelect, ZoneSelect } from './pickers';

// InterviewActions are the buttons of what the server allows the viewer on
// one interview (allowed_actions): reschedule, cancel with a reason, record
// completed or no-show, open the scorecard.
export function InterviewActions({ interview }: { interview: Interview }) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeInterview();
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const allowed = interview.allowed_actions ?? [];
  const id = interview.id ?? 0;
  const who = interview.candidate_name ?? '';
  const record = (kind: 'complete' | 'no_show') =>
    change.mutate(
      { kind, id },
      {
        onSuccess: () => enqueueSnackbar(kind === 'complete' ? texts.completed : texts.noShow, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  if (allowed.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap role="group" aria-label={texts.actionsFor(who)}>
      {allowed.includes('scorecard') ? (
        <Button size="small" variant="contained" component={RouterLink} to={interview.scorecard_link ?? '#'}>
          {texts.actions.scorecard}
        </Button>
      ) : null}
      {allowed.includes('reschedule') ? (
        <Button size="small" variant="outlined" onClick={() => setDialog('reschedule')}>
          {texts.actions.reschedule}
        </Button>
      ) : null}
      {allowed.includes('complete') ? (
        <Button size="small" variant="outlined" disabled={change.isPending} onClick={() => record('complete')}>
          {texts.actions.complete}
        </Button>
      ) : null}
      {allowed.includes('no_show') ? (
        <Button size="small" variant="outlined" disabled={change.isPending} onClick={() => record('no_show')}>
          {texts.actions.no_show}
        </Button>
      ) : null}
      {allowed.includes('cancel') ? (
        <Button size="small" color="error" variant="outlined" onClick={() => setDialog('cancel')}>
          {texts.actions.cancel}
        </Button>
      ) : null}
      {dialog === 'cancel' ? <CancelDialog interview={interview} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reschedule' ? <RescheduleDialog interview={interview} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

function CancelDialog({ interview, onClose }: { interview: Interview; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeInterview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!reason.trim()) return setError(texts.enterReason);
    change.mutate(
      { kind: 'cancel', id: interview.id ?? 0, reason: reason.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(texts.cancelled, { variant: 'success' });
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-interview-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-interview-title">{texts.actions.cancel}</DialogTitle>
      <DialogContent>
        <TextField autoFocus label={texts.reason} required value={reason} onChange={(e) => setReason(e.target.value)} error={!!error} helperText={error} fullWidth multiline minRows={2} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.keep}</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={change.isPending}>
          {change.isPending ? texts.saving : texts.actions.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RescheduleDialog({ interview, onClose }: { interview: Interview; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeInterview();
  const zone = interview.local?.timezone || interview.timezone || 'Etc/UTC';
  const [timezone, setTimezone] = useState(zone);
  const [date, setDate] = useState(interview.local?.date ?? '');
  const [start, setStart] = useState(interview.local?.start ?? '10:00');
  const [end, setEnd] = useState(interview.local?.end ?? '11:00');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const chooseStart = (nextDate: string, nextStart: string) => {
    setDate(nextDate);
    setStart(nextStart);
    setEnd(addMinutes(nextDate || '2000-01-01', nextStart, 60).time);
  };
  const submit = () => {
    if (!date) return setError(texts.selectDate);
    if (minutesOf(end) < minutesOf(start)) return setError(texts.endBeforeStart);
    const endDate = date;
    change.mutate(
      { kind: 'reschedule', id: interview.id ?? 0, body: { start_time: `${date}T${start}`, end_time: `${endDate}T${end}`, timezone, reason: reason.trim() } },
      {
        onSuccess: () => {
          enqueueSnackbar(texts.rescheduled, { variant: 'success' });
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reschedule-interview-title" fullWidth maxWidth="sm">
      <DialogTitle id="reschedule-interview-title">{texts.actions.reschedule}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField type="date" label={texts.date} value={date} onChange={(e) => chooseStart(e.target.value, start)} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TimeSelect label={texts.startTime} value={start} onChange={(t) => chooseStart(date, t)} fullWidth />
            <TimeSelect label={texts.endTime} value={end} onChange={setEnd} fullWidth />
          </Stack>
          <ZoneSelect value={timezone} onChange={setTimezone} own={zone} />
          <TextField label={texts.reason} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth />
          {error ? <Alert severity="error">{error}</Alert> : null}
          {interview.timeline_link ? (
            <Link component={RouterLink} to={interview.timeline_link}>
              {texts.openTimeline}
            </Link>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={change.isPending}>
          {change.isPending ? texts.saving : texts.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
