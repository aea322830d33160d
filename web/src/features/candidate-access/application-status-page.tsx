import { Alert, Box, Button, Card, CardContent, Container, Link, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { clearSession, isCandidate } from '../../api/session';
import { useSession } from '../../api/use-session';
import { useSnackbar } from '../../components/toasts';
import { useApplicationStatus } from './api/get-application-status';
import {
  appliedForText,
  appliedOnText,
  companyUserText,
  greeting,
  loadingText,
  loggedOutText,
  notFoundText,
  openTimelineText,
  signOutText,
  somethingWentWrongText,
  statusTitle,
  stepLabels,
  updatedOnText,
} from './texts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(value: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

// ApplicationStatusPage shows a candidate where their application stands,
// in plain words: the stage, the job and the company. The route guard sends
// a visitor without a session to /candidate-login; a candidate signed in for
// another application goes there too (a candidate token opens one
// application). A company user is pointed to the candidate's timeline.
export function ApplicationStatusPage() {
  const { candidateApplicationSlug: slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const session = useSession();
  const candidate = session ? isCandidate(session) : false;
  // The candidate login keeps the application's slug in the session.
  const otherApplication = candidate && Boolean(session?.slug) && session?.slug !== slug;
  const status = useApplicationStatus(slug, candidate && !otherApplication);

  if (otherApplication) {
    return <Navigate to={`/candidate-login?returnUrl=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 8 } }}>
      <Card elevation={2}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          {status.data?.company_name && (
            <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
              {status.data.company_name}
            </Typography>
          )}
          <Typography variant="h4" component="h1" gutterBottom>
            {statusTitle}
          </Typography>
          {!candidate ? <CompanyUserNote slug={slug} /> : <StatusBody status={status} />}
        </CardContent>
      </Card>
    </Container>
  );
}

function CompanyUserNote({ slug }: { slug: string }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {companyUserText}
      </Typography>
      <Button component={RouterLink} to={`/candidate-timeline/${encodeURIComponent(slug)}`} variant="outlined">
        {openTimelineText}
      </Button>
    </>
  );
}

function StatusBody({ status }: { status: ReturnType<typeof useApplicationStatus> }) {
  const { enqueueSnackbar } = useSnackbar();

  // The route guard then sends the visitor to /candidate-login for this page.
  function signOut() {
    clearSession('logout');
    enqueueSnackbar(loggedOutText, { variant: 'success' });
  }

  if (status.isPending) {
    return (
      <Typography role="status" color="text.secondary">
        {loadingText}
      </Typography>
    );
  }
  if (status.isError) {
    const error = status.error;
    const text = error instanceof ApiError && (error.status === 404 || error.status === 403) ? notFoundText : error.message || somethingWentWrongText;
    return <Alert severity="error">{text}</Alert>;
  }
  const data = status.data;
  const stage = data.stage;
  const step = stage?.step ?? 0;
  return (
    <>
      <Typography sx={{ mb: 3 }}>
        {greeting(data.name ?? '')} {appliedForText(data.job_title ?? '', data.company_name ?? '')}:
      </Typography>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 3, mb: 3 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {stage?.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {stage?.description}
        </Typography>
      </Box>
      {step > 0 && (
        <Stepper activeStep={step - 1} alternativeLabel aria-label="Steps of the application" sx={{ mb: 3, overflowX: 'auto' }}>
          {stepLabels.map((label, i) => (
            <Step key={label} completed={i < step - 1}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Typography variant="body2" color="text.secondary">
        {appliedOnText(formatDate(data.applied_at))}
        {data.updated_at && ` · ${updatedOnText(formatDate(data.updated_at))}`}
      </Typography>
      <Box sx={{ mt: 3, textAlign: 'right' }}>
        <Link component="button" type="button" onClick={signOut} variant="body2">
          {signOutText}
        </Link>
      </Box>
    </>
  );
}
