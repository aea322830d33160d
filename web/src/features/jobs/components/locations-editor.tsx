import { Box, Button, FormControlLabel, FormHelperText, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import { emptyLocation, type LocationDraft } from '../job-form-model';

type Props = { value: LocationDraft[]; onChange: (locations: LocationDraft[]) => void; error?: string };

// LocationsEditor adds and removes rows of city, country and remote.
export function LocationsEditor({ value, onChange, error }: Props) {
  const change = (key: string, patch: Partial<LocationDraft>) => onChange(value.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Locations
      </Typography>
      <Stack spacing={1.5}>
        {value.map((l, i) => (
          <Box key={l.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <TextField size="small" label="City" value={l.city} onChange={(e) => change(l.key, { city: e.target.value })} name={`locations.${i}.city`} fullWidth />
            <TextField size="small" label="Country" value={l.country} onChange={(e) => change(l.key, { country: e.target.value })} name={`locations.${i}.country`} fullWidth />
            <FormControlLabel control={<Switch checked={l.remote} onChange={(e) => change(l.key, { remote: e.target.checked })} />} label="Remote" />
            <IconButton aria-label={`Remove location ${i + 1}`} onClick={() => onChange(value.filter((x) => x.key !== l.key))}>
              ×
            </IconButton>
          </Box>
        ))}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button size="small" onClick={() => onChange([...value, emptyLocation()])} sx={{ mt: 1 }}>
        Add location
      </Button>
    </Box>
  );
}
