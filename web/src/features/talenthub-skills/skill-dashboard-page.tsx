import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSkillDashboard, type SkillDashboard } from './api/get-skill-dashboard';
import { SkillBadge } from './skill-badge';
import {
  assessmentsText,
  attemptsText,
  certificatesText,
  continueText,
  formatDate,
  formatDay,
  getCertifiedText,
  loadFailedText,
  noAttemptsText,
  noCertificatesText,
  noSkillsText,
  resultTexts,
  revokedText,
  skillDashboardText,
  takeText,
  validText,
  yourSkillsText,
} from './texts';

// SkillDashboardPage is /talenthub/skill-dashboard: the candidate's skills
// with their badges, the assessments they can take (or must wait for),
// their attempts with results, and their certificates.
export function SkillDashboardPage() {
  const dashboard = useSkillDashboard();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {skillDashboardText}
      </Typography>
      {dashboard.isLoading && <CircularProgress aria-label="Loading" />}
      {dashboard.isError && <Alert severity="error">{dashboard.error.message || loadFailedText}</Alert>}
      {dashboard.data && <Dashboard data={dashboard.data} />}
    </Container>
  );
}

function Dashboard({ data }: { data: SkillDashboard }) {
  const skills = data.skills ?? [];
  const assessments = data.assessments ?? [];
  const attempts = data.attempts ?? [];
  const certificates = data.certificates ?? [];
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="skills-title">
        <CardContent>
          <Typography id="skills-title" variant="h6" component="h2" gutterBottom>
            {yourSkillsText}
          </Typography>
          {skills.length === 0 && <Typography color="text.secondary">{noSkillsText}</Typography>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {skills.map((s) => (
              <Stack component="li" key={s.slug} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>{s.name}</Typography>
                <SkillBadge level={s.proficiency ?? 0} />
                {(s.proficiency ?? 0) >= 2 && !s.last_passed_certification_slug && (
                  <Link component={RouterLink} to={`/talenthub/certifications/${s.slug}/get-started`}>
                    {getCertifiedText}
                  </Link>
                )}
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="assessments-title">
        <CardContent>
          <Typography id="assessments-title" variant="h6" component="h2" gutterBottom>
            {assessmentsText}
          </Typography>
          <Table size="small" aria-labelledby="assessments-title">
            <TableHead>
              <TableRow>
                <TableCell>Skill</TableCell>
                <TableCell>Badge</TableCell>
                <TableCell>Next attempt</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {assessments.map((a) => (
                <TableRow key={a.skill_slug}>
                  <TableCell>{a.skill_name}</TableCell>
                  <TableCell>
                    <SkillBadge level={a.proficiency ?? 0} />
                  </TableCell>
                  <TableCell>{a.next_attempt_at ? `After ${formatDate(a.next_attempt_at)}` : 'Now'}</TableCell>
                  <TableCell align="right">
                    {a.open_attempt ? (
                      <Button component={RouterLink} to={`/talenthub/assessments/${a.open_attempt}`} size="small" variant="contained">
                        {continueText}
                      </Button>
                    ) : (
                      <Button
                        component={RouterLink}
                        to={`/talenthub/assessments/${a.skill_slug}/get-started`}
                        size="small"
                        aria-label={`${takeText}: ${a.skill_name}`}
                      >
                        {takeText}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="attempts-title">
        <CardContent>
          <Typography id="attempts-title" variant="h6" component="h2" gutterBottom>
            {attemptsText}
          </Typography>
          {attempts.length === 0 ? (
            <Typography color="text.secondary">{noAttemptsText}</Typography>
          ) : (
            <Table size="small" aria-labelledby="attempts-title">
              <TableHead>
                <TableRow>
                  <TableCell>Skill</TableCell>
                  <TableCell>Started</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Score</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {attempts.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/talenthub/assessments/${a.id}`}>
                        {a.skill_name}
                      </Link>
                    </TableCell>
                    <TableCell>{formatDate(a.started_at ?? '')}</TableCell>
                    <TableCell>{resultTexts[a.result ?? ''] ?? a.result}</TableCell>
                    <TableCell>{a.state === 'finished' ? `${a.score} / ${a.total}` : '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="certificates-title">
        <CardContent>
          <Typography id="certificates-title" variant="h6" component="h2" gutterBottom>
            {certificatesText}
          </Typography>
          {certificates.length === 0 && <Typography color="text.secondary">{noCertificatesText}</Typography>}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {certificates.map((c) => (
              <Stack component="li" key={c.slug} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Link component={RouterLink} to={`/talenthub/certificate/${c.slug}/verify`}>
                  {c.skill_name}
                </Link>
                <SkillBadge level={c.level ?? 0} />
                <Typography variant="body2" color="text.secondary">
                  {formatDay(c.issued_at ?? '')} · {c.valid ? validText : revokedText}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
