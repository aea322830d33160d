import { Alert, Box, Chip, Container, Link, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { StatusPage } from '../../components/status-page';
import { useQuestion } from './api/get-question';
import { EmptyState } from './components/empty-state';
import { PageHeader } from './components/page-header';
import { hasOptions } from './job-form-model';
import { fieldTypeLabels, loadingText, noAnswersText, notFoundText, somethingWentWrongText } from './texts';

// answerText shows an answer of any type: yes/no, lists, numbers, text.
export function answerText(answer: unknown): string {
  if (answer === null || answer === undefined || answer === '') return '-';
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  return String(answer);
}

// QuestionPage shows a screening question, its job and the answers so far.
export function QuestionPage() {
  const { questionId = '' } = useParams();
  const query = useQuestion(Number(questionId));

  if (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
    return <StatusPage code={404} message={notFoundText} />;
  }
  const page = query.data;
  const question = page?.question;
  const answers = page?.answers ?? [];

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {query.isPending ? (
        <Typography color="text.secondary">{loadingText}</Typography>
      ) : query.isError || !question ? (
        <Alert severity="error">{query.error?.message || somethingWentWrongText}</Alert>
      ) : (
        <>
          <PageHeader
            title={question.title}
            below={
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                Job:{' '}
                <Link component={RouterLink} to={`/jobs/${page.requisition_id}/details`}>
                  {page.requisition_title}
                </Link>
              </Typography>
            }
          />
          <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: hasOptions(question.field_type ?? '') ? 2 : 0 }}>
              <Chip label={fieldTypeLabels[question.field_type ?? ''] ?? question.field_type} color="primary" variant="outlined" />
              <Chip label={question.required ? 'Required' : 'Optional'} variant="outlined" />
              {question.referral_question && <Chip label="Asked on referrals" variant="outlined" />}
            </Box>
            {hasOptions(question.field_type ?? '') && (
              <>
                <Typography variant="subtitle2" color="text.secondary">
                  Options
                </Typography>
                <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                  {(question.meta_data?.options ?? []).map((o) => (
                    <li key={o}>{o}</li>
                  ))}
                </Box>
              </>
            )}
          </Paper>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Answers ({answers.length})
          </Typography>
          {answers.length === 0 ? (
            <EmptyState text={noAnswersText} />
          ) : (
            <Paper variant="outlined">
              <Table>
                <TableHead>
                  <TableRow>
                    <TableCell>Candidate</TableCell>
                    <TableCell>Answer</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answers.map((a, i) => (
                    <TableRow key={a.candidate_application_slug ?? i}>
                      <TableCell>
                        <Link component={RouterLink} to={`/candidate-timeline/${a.candidate_application_slug}`}>
                          {a.candidate_name}
                        </Link>
                      </TableCell>
                      <TableCell>{answerText(a.answer)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
        </>
      )}
    </Container>
  );
}
