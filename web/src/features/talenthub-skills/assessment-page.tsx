import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useAssessment, type Assessment } from './api/get-assessment';
import { useFinishAssessment } from './api/finish-assessment';
import { useSubmitAnswer } from './api/submit-answer';
import { SkillBadge } from './skill-badge';
import { answeredText, finishingText, finishText, loadFailedText, resultTexts, submitAnswerText, timeUpText } from './texts';

// AssessmentPage is /talenthub/assessments/{assessmentId}: the timed
// questions, answered one at a time, then the result with the right
// answers (the server sends them only once the attempt is finished).
export function AssessmentPage() {
  const { assessmentId = '' } = useParams();
  const attempt = useAssessment(assessmentId);
  const a = attempt.data;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {a?.skill_name ? `${a.skill_name} assessment` : 'Assessment'}
      </Typography>
      {attempt.isLoading && <CircularProgress aria-label="Loading" />}
      {attempt.isError && <Alert severity="error">{attempt.error.message || loadFailedText}</Alert>}
      {a && (a.state === 'finished' ? <Result attempt={a} /> : <OpenAttempt attempt={a} onTimeUp={() => void attempt.refetch()} />)}
    </Container>
  );
}

function secondsLeft(deadline: string): number {
  return Math.max(0, Math.floor((new Date(deadline).getTime() - Date.now()) / 1000));
}

function OpenAttempt({ attempt, onTimeUp }: { attempt: Assessment; onTimeUp: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(attempt.deadline ?? ''));
  const [picked, setPicked] = useState<Record<number, number>>({});
  const submit = useSubmitAnswer();
  const finish = useFinishAssessment();
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(attempt.deadline ?? '')), 1000);
    return () => clearInterval(timer);
  }, [attempt.deadline]);
  const timeUp = left === 0;
  useEffect(() => {
    if (timeUp) onTimeUp();
  }, [timeUp, onTimeUp]);
  const questions = attempt.questions ?? [];
  const answered = questions.filter((q) => q.chosen !== null && q.chosen !== undefined).length;
  const error = submit.error ?? finish.error;

  return (
    <Stack spacing={2}>
      <Typography role="timer" aria-live="off" aria-label="Time left">
        Time left: {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')} · {answered} of {questions.length} answered
      </Typography>
      {timeUp && <Alert severity="warning">{timeUpText}</Alert>}
      {error && <Alert severity="error">{error.message}</Alert>}
      {questions.map((q) => {
        const done = q.chosen !== null && q.chosen !== undefined;
        const value = done ? q.chosen : picked[q.position ?? 0];
        const labelId = `q-${q.position}`;
        return (
          <Card key={q.position}>
            <CardContent>
              <FormControl disabled={done || timeUp}>
                {/* The question stays readable once answered (disabled grey fails contrast). */}
                <FormLabel id={labelId} sx={{ color: 'text.primary', '&.Mui-disabled, &.Mui-focused': { color: 'text.primary' } }}>
                  {q.position}. {q.text}
                </FormLabel>
                <RadioGroup
                  aria-labelledby={labelId}
                  value={value ?? null}
                  onChange={(e) => setPicked({ ...picked, [q.position ?? 0]: Number(e.target.value) })}
                >
                  {(q.options ?? []).map((o, i) => (
                    <FormControlLabel key={i} value={i} control={<Radio />} label={o} />
                  ))}
                </RadioGroup>
              </FormControl>
              <Stack direction="row" sx={{ mt: 1 }}>
                {done ? (
                  <Typography color="text.secondary">{answeredText}</Typography>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={timeUp || value === undefined || submit.isPending}
                    onClick={() => submit.mutate({ assessment_id: attempt.id ?? '', position: q.position ?? 0, choice: value ?? 0 })}
                    aria-label={`${submitAnswerText} ${q.position}`}
                  >
                    {submitAnswerText}
                  </Button>
                )}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Button
        variant="contained"
        disabled={finish.isPending}
        onClick={() => {
          // Answers picked but not yet submitted go with the finish.
          const pending = questions
            .filter((q) => (q.chosen === null || q.chosen === undefined) && picked[q.position ?? 0] !== undefined)
            .map((q) => ({ position: q.position ?? 0, choice: picked[q.position ?? 0] }));
          finish.mutate({ assessmentId: attempt.id ?? '', answers: timeUp ? [] : pending });
        }}
      >
        {finish.isPending ? finishingText : finishText}
      </Button>
    </Stack>
  );
}

function Result({ attempt }: { attempt: Assessment }) {
  const result = attempt.result ?? '';
  const severity = result === 'passed' ? 'success' : result === 'partial' ? 'warning' : 'error';
  return (
    <Stack spacing={2}>
      <Alert severity={severity}>
        {resultTexts[result]}: {attempt.score} of {attempt.total} right.
        {result === 'partial' && ' Some of it is there: 6 right answers pass.'}
      </Alert>
      {result === 'passed' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>Your badge:</Typography>
          <SkillBadge level={attempt.level ?? 0} />
          {(attempt.level ?? 0) >= 2 && (
            <Link component={RouterLink} to={`/talenthub/certifications/${attempt.skill_slug}/get-started`}>
              Get certified
            </Link>
          )}
        </Stack>
      )}
      <Link component={RouterLink} to="/talenthub/skill-dashboard">
        Back to the skill dashboard
      </Link>
      <Stack component="ol" spacing={1} sx={{ pl: 3 }}>
        {(attempt.questions ?? []).map((q) => {
          const right = q.chosen === q.correct;
          return (
            <li key={q.position}>
              <Typography>{q.text}</Typography>
              <Typography variant="body2" color={right ? 'success.main' : 'error.main'}>
                {q.chosen === null || q.chosen === undefined ? 'Not answered' : `Your answer: ${q.options?.[q.chosen]}`} ·{' '}
                {right ? 'Right' : `Right answer: ${q.options?.[q.correct ?? 0]}`}
              </Typography>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
