import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import type { EmailPreferences } from './api/keys';
import { texts } from './texts';

type Props = {
  prefs: EmailPreferences;
  save: (unsubscribed: string[]) => Promise<unknown>;
  saving: boolean;
};

function offOf(prefs: EmailPreferences): string[] {
  return (prefs.kinds ?? []).filter((k) => !k.subscribed).map((k) => k.kind ?? '');
}

// PreferencesForm is one checkbox per optional kind of mail, with what it
// is in plain words; saving sends the whole set that is off.
export function PreferencesForm({ prefs, save, saving }: Props) {
  const [off, setOff] = useState<string[]>(() => offOf(prefs));
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState('');
  const kinds = prefs.kinds ?? [];
  const linked = prefs.kind ? kinds.find((k) => k.kind === prefs.kind) : undefined;

  const submit = async (next: string[]) => {
    setSaved(false);
    setError('');
    try {
      await save(next);
      setOff(next);
      setSaved(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : texts.loadError);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(off);
  };
  const toggle = (kind: string, on: boolean) => {
    setSaved(false);
    setOff((cur) => (on ? cur.filter((k) => k !== kind) : [...cur, kind]));
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {linked && !off.includes(linked.kind ?? '') ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" disabled={saving} onClick={() => void submit([...off, linked.kind ?? ''])}>
                {texts.stopKindButton}
              </Button>
            }
          >
            {texts.stopKind(linked.label ?? '')}
          </Alert>
        ) : null}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {texts.kindsLegend}
          </Typography>
          <FormGroup>
            {kinds.map((k) => {
              const id = `email-kind-${k.kind}`;
              return (
                <Box key={k.kind} sx={{ mb: 1.5 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={!off.includes(k.kind ?? '')}
                        onChange={(e) => toggle(k.kind ?? '', e.target.checked)}
                        slotProps={{ input: { 'aria-describedby': `${id}-description` } }}
                      />
                    }
                    label={k.label}
                  />
                  <Typography id={`${id}-description`} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                    {k.description}
                  </Typography>
                </Box>
              );
            })}
          </FormGroup>
        </Box>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {saved ? (
          <Alert severity="success" role="status">
            {texts.saved}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </Button>
          <Button variant="text" disabled={saving} onClick={() => void submit(kinds.map((k) => k.kind ?? ''))}>
            {texts.stopAll}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
