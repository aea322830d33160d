import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/toasts';
import { useBlockedSlots, useConfirmSelfSchedule, useSelfScheduleDetails, useSelfScheduleSlots } from './api/self-schedule';
import { texts } from './texts';
import { addDays, browserZone, dateIn, formatInstant } from './time';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: { xs: 'flex-start', sm: 'center' }, p: { xs: 1.5, sm: 3 }, bgcolor: 'grey.100' }}>
      <Card sx={{ width: '100%', maxWidth: 560 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}

// SelfSchedulePage is /candidate-self-schedule/{slug}?scheduling_token=: the
// candidate picks a day from today to the link's 14th day and one of the
// free slots, shown in their own time zone, and confirms (spec 2, 4, 5).
export function SelfSchedulePage() {
  const { candidateApplicationSlug = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('scheduling_token') ?? '';
  const zone = browserZone();
  const details = useSelfScheduleDetails(token);

  if (!token) {
    return (
      <Frame>
        <Alert severity="error">{texts.missingToken}</Alert>
      </Frame>
    );
  }
  if (details.isPending) {
    return (
      <Frame>
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <CircularProgress aria-label={texts.loading} />
        </Box>
      </Frame>
    );
  }
  if (details.error || !details.data) {
    return (
      <Frame>
        <Alert severity="error">{details.error instanceof ApiError && details.error.message !== 'Something went wrong' ? details.error.message : texts.somethingWrong}</Alert>
      </Frame>
    );
  }
  const d = details.data;
  return (
    <Frame>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {d.company_logo_url ? <Box component="img" src={d.company_logo_url} alt={texts.companyLogo(d.company_name ?? '')} sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1 }} /> : null}
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {texts.selfScheduleHeading}
            </Typography>
            <Typography color="text.secondary">{[d.company_name, d.requisition_title].filter(Boolean).join(' · ')}</Typography>
          </Box>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            {texts.roundLabel}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {d.round_name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {texts.durationLabel}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {texts.minutesLong(d.duration ?? 0)}
          </Typography>
          {d.location ? (
            <>
              <Typography component="dt" color="text.secondary">
                {texts.locationLabel}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {d.location}
              </Typography>
            </>
          ) : null}
        </Box>
        {d.message ? (
          <Alert severity="success" data-testid="self-schedule-message">
            {d.message}
            {d.interview?.start_time ? <Box>{texts.bookedFor(formatInstant(d.interview.start_time, zone))}</Box> : null}
          </Alert>
        ) : (
          <Picker slug={candidateApplicationSlug} token={token} zone={zone} name={d.candidate_name ?? ''} expiresAt={d.expires_at ?? 0} onBooked={() => void details.refetch()} />
        )}
      </Stack>
    </Frame>
  );
}

function Picker({ slug, token, zone, name, expiresAt, onBooked }: { slug: string; token: string; zone: string; name: string; expiresAt: number; onBooked: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const today = dateIn(zone);
  const last = expiresAt ? dateIn(zone, new Date(expiresAt * 1000)) : addDays(today, 14);
  const [date, setDate] = useState(today);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState('');
  const [booked, setBooked] = useState<string | null>(null);
  const blocked = useBlockedSlots(token, booked === null);
  const slots = useSelfScheduleSlots(token, date, zone, booked === null && date >= today && date <= last);
  const confirm = useConfirmSelfSchedule(slug, token);
  const list = slots.data?.slots ?? [];

  const chooseDate = (next: string) => {
    if (!next) return;
    setDate(next < today ? today : next > last ? last : next);
    setPicked('');
    setError('');
  };
  const submit = () => {
    const slot = list.find((s) => s.start_time === picked);
    if (!slot) return setError(texts.selectSlot);
    setError('');
    confirm.mutate(
      { start_time: slot.start_time ?? '', end_time: slot.end_time ?? '', timezone: zone },
      {
        onSuccess: (result) => setBooked(result?.message || texts.bookedSuccess),
        onError: (e) => {
          enqueueSnackbar(e.message, { variant: 'error' });
          setPicked('');
          if (e instanceof ApiError && e.status === 409 && e.message === texts.alreadyScheduled) onBooked();
          else void slots.refetch();
        },
      },
    );
  };

  if (booked !== null) {
    return (
      <Alert severity="success" role="status">
        {booked}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      {name ? <Typography>{texts.hello(name)}</Typography> : null}
      <Typography>{texts.pickPrompt}</Typography>
      {blocked.isError ? <Alert severity="warning">{texts.blockedFailed}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => chooseDate(addDays(date, -1))} disabled={date <= today} aria-label={texts.previousDay} sx={{ minWidth: 44 }}>
          ‹
        </Button>
        <TextField
          type="date"
          label={texts.pickDate}
          value={date}
          onChange={(e) => chooseDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
          fullWidth
        />
        <Button variant="outlined" onClick={() => chooseDate(addDays(date, 1))} disabled={date >= last} aria-label={texts.nextDay} sx={{ minWidth: 44 }}>
          ›
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {texts.slotsIn(slots.data?.timezone || zone)}
      </Typography>
      {slots.isFetching ? (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={texts.loading} />
        </Box>
      ) : slots.error ? (
        <Alert severity="error">{slots.error.message}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-slots">
          {texts.noSlots}
        </Typography>
      ) : (
        <RadioGroup
          aria-label={texts.availableTimes}
          value={picked}
          onChange={(e) => {
            setPicked(e.target.value);
            setError('');
          }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, gap: 1 }}
        >
          {list.map((s) => (
            <FormControlLabel
              key={s.start_time}
              value={s.start_time}
              control={<Radio size="small" />}
              label={`${s.local_start}–${s.local_end}`}
              sx={{ m: 0, border: 1, borderColor: picked === s.start_time ? 'primary.main' : 'divider', borderRadius: 1, pr: 1 }}
            />
          ))}
        </RadioGroup>
      )}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button variant="contained" size="large" onClick={submit} disabled={confirm.isPending} fullWidth>
        {confirm.isPending ? texts.confirming : texts.confirm}
      </Button>
    </Stack>
  );
}
