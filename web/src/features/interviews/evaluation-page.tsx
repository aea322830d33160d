import { Alert, Box, Button, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, Link, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useSnackbar } from '../../components/toasts';
import { useScorecardForm, useSubmitScorecard, type ScorecardForm } from './api/interviews';
import { texts } from './texts';
import { formatInstant } from './time';

type Errors = { ratings?: string; recommendation?: string };

// EvaluationPage is /evaluation/{slug}/round/{roundId}: the viewer's own
// scorecard of a round they interviewed in (DECISIONS.md, Scorecard): each
// attribute rated 1–4, an overall recommendation and notes, editable until
// the debrief. Others' cards are not shown here (no anchoring).
export function EvaluationPage() {
  const { candidateApplicationSlug = '', interviewRoundId = '' } = useParams();
  const roundId = Number(interviewRoundId);
  const form = useScorecardForm(candidateApplicationSlug, roundId);

  if (form.isPending) {
    return (
      <Box sx={{ p: 6, textAlign: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (form.error || !form.data) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{form.error?.message ?? texts.somethingWrong}</Alert>
      </Box>
    );
  }
  return <Evaluation key={form.data.scorecard?.updated_at ?? 'new'} form={form.data} slug={candidateApplicationSlug} roundId={roundId} />;
}

function Evaluation({ form, slug, roundId }: { form: ScorecardForm; slug: string; roundId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const submit = useSubmitScorecard(slug, roundId);
  const attributes = form.round?.attributes ?? [];
  const mine = form.scorecard;
  const [ratings, setRatings] = useState<Record<string, number>>(() => Object.fromEntries((mine?.ratings ?? []).map((r) => [r.attribute ?? '', r.rating ?? 0])));
  const [recommendation, setRecommendation] = useState(mine?.recommendation ?? '');
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const editable = form.editable ?? false;
  const scale = form.ratings ?? [];
  const choices = form.recommendations ?? [];

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (attributes.some((a) => !ratings[a])) found.ratings = texts.rateEvery;
    if (!recommendation) found.recommendation = texts.chooseRecommendation;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(
      { ratings: attributes.map((attribute) => ({ attribute, rating: ratings[attribute] })), recommendation: recommendation as 'yes', notes: notes.trim() },
      {
        onSuccess: () => enqueueSnackbar(texts.submitted, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 820 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/interviews" underline="hover">
          ← {texts.backToInterviews}
        </Link>
        <Link component={RouterLink} to={`/candidate-timeline/${form.candidate_application_slug ?? slug}/interviews`} underline="hover">
          {texts.openTimeline}
        </Link>
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {texts.evaluationTitle}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
        {texts.evaluationOf(form.candidate_name ?? '', form.round?.name ?? '')}
      </Typography>
      <Typography color="text.secondary">{form.requisition_title}</Typography>
      {form.interview?.local?.label ? <Typography color="text.secondary">{form.interview.local.label}</Typography> : null}
      {mine?.submitted_at ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {texts.submittedOn(formatInstant(mine.updated_at || mine.submitted_at))}
        </Typography>
      ) : null}
      {!editable && form.reason ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {form.reason}
        </Alert>
      ) : null}
      <Paper variant="outlined" component="form" noValidate onSubmit={send} sx={{ p: { xs: 2, md: 3 }, mt: 2 }} aria-label={texts.evaluationTitle}>
        <Stack spacing={3}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {texts.attributes}
            </Typography>
            {attributes.length === 0 ? <Typography color="text.secondary">{texts.noAttributes}</Typography> : null}
            <Stack spacing={2}>
              {attributes.map((attribute) => (
                <FormControl key={attribute} required error={!!errors.ratings && !ratings[attribute]} disabled={!editable}>
                  <FormLabel id={`rate-${attribute}`}>{attribute}</FormLabel>
                  <RadioGroup row aria-labelledby={`rate-${attribute}`} value={ratings[attribute] ? String(ratings[attribute]) : ''} onChange={(e) => setRatings({ ...ratings, [attribute]: Number(e.target.value) })}>
                    {scale.map((o) => (
                      <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={`${o.value} · ${o.title}`} />
                    ))}
                  </RadioGroup>
                </FormControl>
              ))}
            </Stack>
            {errors.ratings ? (
              <FormHelperText error role="alert">
                {errors.ratings}
              </FormHelperText>
            ) : null}
          </Box>
          <FormControl required error={!!errors.recommendation} disabled={!editable}>
            <FormLabel id="recommendation-label">{texts.recommendation}</FormLabel>
            <RadioGroup row aria-labelledby="recommendation-label" value={recommendation} onChange={(e) => setRecommendation(e.target.value)}>
              {choices.map((o) => (
                <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.title} />
              ))}
            </RadioGroup>
            {errors.recommendation ? <FormHelperText role="alert">{errors.recommendation}</FormHelperText> : null}
          </FormControl>
          <TextField label={texts.notes} value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={4} disabled={!editable} fullWidth />
          {editable ? (
            <Box>
              <Button type="submit" variant="contained" disabled={submit.isPending}>
                {submit.isPending ? texts.saving : mine ? texts.update : texts.submit}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
