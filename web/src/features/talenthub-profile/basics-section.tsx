import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import type { EditorProfile } from './api/get-own-profile';
import { useUpdateBasics } from './api/update-basics';
import { errorText, fieldError } from './error-text';
import { savedText } from './texts';

const maxBio = 3000;

// BasicsSection edits the profile's own fields. The bio is markdown: the
// public profile renders it without HTML, links http and https only.
export function BasicsSection({ profile: c }: { profile: EditorProfile }) {
  const [form, setForm] = useState({
    name: c.name,
    headline: c.headline,
    phone: c.phone,
    city: c.city,
    career_start: c.careerStart.slice(0, 7),
    bio: c.bio,
  });
  const update = useUpdateBasics();
  const { enqueueSnackbar } = useSnackbar();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const err = (field: string) => fieldError(update.error, field);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(form, {
      onSuccess: () => enqueueSnackbar(savedText, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
    });
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="basics-title">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography id="basics-title" variant="h6" component="h2">
            About you
          </Typography>
          <TextField label="Name" value={form.name} onChange={set('name')} required error={!!err('name')} helperText={err('name')} fullWidth />
          <TextField
            label="Headline"
            value={form.headline}
            onChange={set('headline')}
            error={!!err('headline')}
            helperText={err('headline') ?? 'For example: Backend engineer at Zoho'}
            fullWidth
          />
          <TextField
            label="Email"
            value={c.email}
            fullWidth
            helperText="Your sign-in email; private unless you show it"
            slotProps={{ input: { readOnly: true } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} error={!!err('phone')} helperText={err('phone')} fullWidth />
            <TextField label="City" value={form.city} onChange={set('city')} error={!!err('city')} helperText={err('city')} fullWidth />
          </Stack>
          <TextField
            label="Career start"
            type="month"
            value={form.career_start}
            onChange={set('career_start')}
            error={!!err('career_start')}
            helperText={err('career_start') ?? 'Your total experience is counted from this month'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Bio"
            value={form.bio}
            onChange={set('bio')}
            multiline
            minRows={4}
            error={!!err('bio') || form.bio.length > maxBio}
            helperText={err('bio') ?? `Markdown. ${form.bio.length}/${maxBio}`}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {update.isPending ? 'Please wait...' : 'Save'}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
