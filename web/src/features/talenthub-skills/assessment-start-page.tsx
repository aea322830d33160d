import { Alert, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useAssessmentInfo } from './api/get-assessment-info';
import { useStartAssessment } from './api/start-assessment';
import { SkillBadge } from './skill-badge';
import { assessSkillsText, continueText, formatDate, loadFailedText, startingText, startText } from './texts';

// AssessmentStartPage is /talenthub/assessments/{skillSlug}/get-started:
// the rules of the skill's assessment and the start button (or when a
// new attempt may start).
export function AssessmentStartPage() {
  const { skillSlug = '' } = useParams();
  const info = useAssessmentInfo(skillSlug);
  const start = useStartAssessment();
  const navigate = useNavigate();
  const d = info.data;

  function begin() {
    start.mutate(skillSlug, { onSuccess: (a) => a?.id && navigate(`/talenthub/assessments/${a.id}`) });
  }

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {d?.skill_name ? `${assessSkillsText}: ${d.skill_name}` : assessSkillsText}
      </Typography>
      {info.isLoading && <CircularProgress aria-label="Loading" />}
      {info.isError && <Alert severity="error">{info.error.message || loadFailedText}</Alert>}
      {d && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>Your badge:</Typography>
                <SkillBadge level={d.proficiency ?? 0} />
              </Stack>
              <Typography component="ul" sx={{ pl: 3, m: 0 }}>
                <li>{d.questions} multiple-choice questions of three levels, in {d.minutes} minutes.</li>
                <li>Each question is answered once. Answers after the time is up do not count.</li>
                <li>
                  {d.pass_mark} right answers pass: {d.pass_mark}–7 is Proficient, 8 Advanced, 9–10 Expert. 3–5 right is partially passed.
                </li>
                <li>One attempt per skill every 24 hours. A pass never lowers a badge you hold.</li>
              </Typography>
              {start.isError && <Alert severity="error">{start.error.message}</Alert>}
              {d.open_attempt ? (
                <Button variant="contained" onClick={() => navigate(`/talenthub/assessments/${d.open_attempt}`)}>
                  {continueText}
                </Button>
              ) : d.next_attempt_at ? (
                <Alert severity="info">You can take this assessment again after {formatDate(d.next_attempt_at)}.</Alert>
              ) : (
                <Button variant="contained" onClick={begin} disabled={start.isPending}>
                  {start.isPending ? startingText : startText}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
