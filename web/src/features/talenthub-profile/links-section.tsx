import { Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import type { EditorProfile } from './api/get-own-profile';
import { useUpdateLinks } from './api/update-links';
import { errorText, fieldError } from './error-text';
import { linkSchemeText, linkSites, savedText } from './texts';

// LinksSection edits the 24 social links; the server checks each one is on
// its own site (any site for Website).
export function LinksSection({ profile }: { profile: EditorProfile }) {
  const [links, setLinks] = useState<Record<string, string>>({ ...profile.links });
  const update = useUpdateLinks();
  const { enqueueSnackbar } = useSnackbar();

  function submit(event: FormEvent) {
    event.preventDefault();
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(links)) if (value.trim()) out[key] = value.trim();
    update.mutate(out, {
      onSuccess: () => enqueueSnackbar(savedText, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
    });
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="links-title">
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography id="links-title" variant="h6" component="h2">
            Social links
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {linkSchemeText}
          </Typography>
          <Grid container spacing={2}>
            {linkSites.map(([key, label, hint]) => {
              const error = fieldError(update.error, `links.${key}`);
              return (
                <Grid key={key} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    label={label}
                    type="url"
                    placeholder={hint}
                    value={links[key] ?? ''}
                    onChange={(e) => setLinks({ ...links, [key]: e.target.value })}
                    error={!!error}
                    helperText={error}
                    fullWidth
                    size="small"
                  />
                </Grid>
              );
            })}
          </Grid>
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {update.isPending ? 'Please wait...' : 'Save links'}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
