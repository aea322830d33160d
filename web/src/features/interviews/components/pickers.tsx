import { Autocomplete, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { texts } from '../texts';
import { fiveMinuteTimes, zoneChoices } from '../time';
import { useInterviewCounts, useInterviewers, useRecentApplications, type Interviewer } from '../api/interviews';

export type CandidateChoice = { slug: string; name: string; job?: string };

// CandidatePicker chooses an application among the newest ones the caller
// sees, with the given one (the timeline's) always among them.
export function CandidatePicker({ value, onChange, error, given }: { value: CandidateChoice | null; onChange: (c: CandidateChoice | null) => void; error?: string; given?: CandidateChoice }) {
  const recent = useRecentApplications();
  const options = useMemo(() => {
    const list: CandidateChoice[] = (recent.data?.candidate_applications ?? []).map((a) => ({ slug: a.slug ?? '', name: a.candidate?.name ?? a.email ?? '', job: a.requisition_title }));
    for (const extra of [given, value]) if (extra && !list.some((c) => c.slug === extra.slug)) list.unshift(extra);
    return list;
  }, [recent.data, given, value]);
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={recent.isPending}
      noOptionsText={texts.noOptions}
      isOptionEqualToValue={(a, b) => a.slug === b.slug}
      getOptionLabel={(c) => (c.job ? `${c.name} · ${c.job}` : c.name)}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} label={texts.candidate} required error={!!error} helperText={error} />}
    />
  );
}

// PanelPicker chooses colleagues who may sit on the application's panel;
// each shows their interviews this week beside their name.
export function PanelPicker({ slug, label, value, onChange, error, exclude = [], countsDate, required }: {
  slug: string;
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  exclude?: number[];
  countsDate: string;
  required?: boolean;
}) {
  const people = useInterviewers(slug);
  const users = useMemo(() => people.data?.users ?? [], [people.data]);
  const ids = useMemo(() => users.map((u) => u.id ?? 0), [users]);
  const counts = useInterviewCounts(countsDate, ids).data?.result ?? {};
  const options = users.filter((u) => !exclude.includes(u.id ?? 0));
  const chosen = users.filter((u) => value.includes(u.id ?? 0));
  const load = (u: Interviewer) => counts[String(u.id)];
  const nameOf = (u: Interviewer) => u.name || u.email || '';
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      loading={people.isFetching}
      disabled={!slug}
      noOptionsText={texts.noOptions}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(u) => (load(u) === undefined ? nameOf(u) : `${nameOf(u)} (${texts.thisWeek(load(u) ?? 0)})`)}
      onChange={(_, next) => onChange(next.map((u) => u.id ?? 0))}
      renderOption={(props, u) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{nameOf(u)}</span>
            <Typography component="span" variant="body2" color="text.secondary" data-testid={`load-${u.id}`}>
              {texts.thisWeek(load(u) ?? 0)}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={!!error} helperText={error} />}
    />
  );
}

// TimeSelect is a 24-hour clock in 5-minute steps (spec 9).
export function TimeSelect({ label, value, onChange, error, fullWidth }: { label: string; value: string; onChange: (time: string) => void; error?: string | boolean; fullWidth?: boolean }) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={typeof error === 'string' ? error : undefined}
      fullWidth={fullWidth}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
    >
      {fiveMinuteTimes.map((t) => (
        <MenuItem key={t} value={t}>
          {t}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ZoneSelect({ value, onChange, own, choices }: { value: string; onChange: (zone: string) => void; own?: string; choices?: Array<{ label: string; zone: string }> }) {
  const list = choices ?? zoneChoices(own);
  return (
    <TextField select label={texts.timezone} value={value} onChange={(e) => onChange(e.target.value)} fullWidth>
      {list.map((z) => (
        <MenuItem key={z.zone} value={z.zone}>
          {z.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

// RoundSelect chooses one of the rounds of the application's job.
export function RoundSelect({ rounds, value, onChange, error, disabled }: { rounds: Array<{ id?: number; name?: string }>; value: number | null; onChange: (id: number) => void; error?: string; disabled?: boolean }) {
  return (
    <TextField select label={texts.round} required value={value !== null && rounds.some((r) => r.id === value) ? value : ''} onChange={(e) => onChange(Number(e.target.value))} error={!!error} helperText={error} disabled={disabled} fullWidth>
      {rounds.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
