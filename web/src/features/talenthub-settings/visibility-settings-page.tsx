import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  FormControlLabel,
  FormGroup,
  Link,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import { useVisibility, type Visibility } from './api/get-visibility';
import { useSaveVisibility } from './api/save-visibility';
import {
  copiedText,
  copyText,
  embedCodeText,
  embedHelpText,
  embedTitleText,
  listedHelpText,
  listedText,
  loadFailedText,
  previewText,
  savedText,
  saveText,
  savingText,
  sectionLabels,
  sectionsHelpText,
  sectionsTitleText,
  visibilitySettingsText,
} from './texts';

// VisibilitySettingsPage is /talenthub/visibility-settings: whether the
// public profile is listed, which of its sections are public, a preview
// link, and the iframe code of the embeddable card.
export function VisibilitySettingsPage() {
  const visibility = useVisibility();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {visibilitySettingsText}
      </Typography>
      {visibility.isLoading && <CircularProgress aria-label="Loading" />}
      {visibility.isError && <Alert severity="error">{visibility.error.message || loadFailedText}</Alert>}
      {visibility.data && (
        <Stack spacing={3}>
          <SettingsForm key={JSON.stringify(visibility.data)} saved={visibility.data} />
          <EmbedCard visibility={visibility.data} />
        </Stack>
      )}
    </Container>
  );
}

function SettingsForm({ saved }: { saved: Visibility }) {
  const [listed, setListed] = useState(saved.listed ?? true);
  const [sections, setSections] = useState<Record<string, boolean>>({ ...(saved.sections ?? {}) });
  const save = useSaveVisibility();
  const { enqueueSnackbar } = useSnackbar();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { listed, sections },
      {
        onSuccess: () => enqueueSnackbar(savedText, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <FormControlLabel
              control={<Switch checked={listed} onChange={(e) => setListed(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'listed-help' } }} />}
              label={listedText}
            />
            <Typography id="listed-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {listedHelpText}
            </Typography>
            {saved.profile_url && (
              <Typography sx={{ mt: 2 }}>
                <Link href={saved.profile_url} target="_blank" rel="noopener">
                  {previewText}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({saved.profile_url})
                </Typography>
              </Typography>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {sectionsTitleText}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {sectionsHelpText}
            </Typography>
            <FormGroup>
              {sectionLabels.map(([key, label, help]) => (
                <FormControlLabel
                  key={key}
                  sx={{ alignItems: 'flex-start', my: 0.5 }}
                  control={
                    <Switch
                      checked={sections[key] ?? false}
                      onChange={(e) => setSections((current) => ({ ...current, [key]: e.target.checked }))}
                      slotProps={{ input: { 'aria-describedby': `section-${key}-help` } }}
                    />
                  }
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography>{label}</Typography>
                      <Typography id={`section-${key}-help`} variant="body2" color="text.secondary">
                        {help}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
          </CardContent>
        </Card>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? savingText : saveText}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function EmbedCard({ visibility }: { visibility: Visibility }) {
  const { enqueueSnackbar } = useSnackbar();
  const snippet = visibility.embed_snippet ?? '';
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {embedTitleText}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {embedHelpText}
          </Typography>
          <TextField
            label={embedCodeText}
            value={snippet}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ input: { readOnly: true }, htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            onFocus={(e) => e.target.select()}
          />
          <Box>
            <Button
              variant="outlined"
              onClick={() =>
                navigator.clipboard?.writeText(snippet).then(
                  () => enqueueSnackbar(copiedText, { variant: 'info' }),
                  () => undefined,
                )
              }
            >
              {copyText}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
