import { Alert, AppBar, Box, Button, Card, CardContent, Chip, Container, Link, List, ListItem, ListItemText, Skeleton, Stack, Toolbar, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { clearSession } from '../../api/session';
import { CenteredCard } from '../../components/centered-card';
import { useSession } from '../../api/use-session';
import { useApplications, type HubApplication } from './api/get-applications';
import { useHubSession } from './api/get-session';
import { nextSteps } from './next-steps';
import { hubRole, loginPath } from './sign-in-done';
import {
  applicationsErrorText,
  dashboardTitle,
  logInToHubText,
  oneApplicationText,
  seeApplicationText,
  applicationsIntro,
  applicationsTitle,
  appliedOnText,
  greeting,
  logOutText,
  nextStepsTitle,
  noApplicationsText,
  retryText,
  viewProfileText,
} from './texts';

type Props = {
  // completion is the profile completion card (another feature's), placed
  // first when given.
  completion?: ReactNode;
};

// CandidateDashboardPage is /talenthub/dashboard and
// /talenthub/candidate/dashboard: the candidate's applications with their
// stage in plain words, suggested next steps, and the completion slot.
export function CandidateDashboardPage({ completion }: Props) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={loginPath(pathname + search)} replace />;
  if (!session.roles.includes(hubRole)) {
    // A candidate signed in for one application (a mailed passcode) has
    // no talenthub account in that session: say so, and offer both ways.
    return <OneApplicationSession slug={session.slug} returnUrl={pathname + search} />;
  }
  return <Dashboard completion={completion} fallbackName={session.name} fallbackUsername={session.username ?? ''} />;
}

function Dashboard({ completion, fallbackName, fallbackUsername }: Props & { fallbackName: string; fallbackUsername: string }) {
  const me = useHubSession();
  const applications = useApplications();
  const navigate = useNavigate();
  const name = me.data?.candidate?.name ?? fallbackName;
  const username = me.data?.candidate?.username ?? fallbackUsername;
  const list = applications.data?.applications ?? [];

  function logOut() {
    clearSession('logout');
    navigate('/talenthub/login', { replace: true });
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }} color="primary">
            talenthub
          </Typography>
          {username && (
            <Link component={RouterLink} to={`/talenthub/${username}`} underline="hover">
              {viewProfileText}
            </Link>
          )}
          <Button onClick={logOut}>{logOutText}</Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {greeting(name)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Stack spacing={3}>
            {completion}
            <Card component="section" aria-labelledby="hub-applications-title">
              <CardContent>
                <Typography id="hub-applications-title" variant="h5" component="h2">
                  {applicationsTitle}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {applicationsIntro}
                </Typography>
                {applications.isPending ? (
                  <Stack spacing={1} aria-busy="true" aria-label="Loading your applications">
                    <Skeleton variant="rounded" height={56} />
                    <Skeleton variant="rounded" height={56} />
                  </Stack>
                ) : applications.isError ? (
                  <Alert severity="error" action={<Button onClick={() => void applications.refetch()}>{retryText}</Button>}>
                    {applicationsErrorText}
                  </Alert>
                ) : list.length === 0 ? (
                  <Typography>{noApplicationsText}</Typography>
                ) : (
                  <List disablePadding>
                    {list.map((a) => (
                      <ApplicationRow key={a.slug} application={a} />
                    ))}
                  </List>
                )}
              </CardContent>
            </Card>
          </Stack>
          <Card component="section" aria-labelledby="hub-next-steps-title">
            <CardContent>
              <Typography id="hub-next-steps-title" variant="h5" component="h2" gutterBottom>
                {nextStepsTitle}
              </Typography>
              <List disablePadding>
                {nextSteps(list).map((step) => (
                  <ListItem key={step.key} disableGutters>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={step.to}>
                          {step.title}
                        </Link>
                      }
                      secondary={step.detail}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Box>
      </Container>
    </Box>
  );
}

function OneApplicationSession({ slug, returnUrl }: { slug: string; returnUrl: string }) {
  return (
    <CenteredCard>
      <Typography variant="h4" component="h1" gutterBottom>
        {dashboardTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{oneApplicationText}</Typography>
      <Stack spacing={2}>
        <Button component={RouterLink} to={loginPath(returnUrl)} variant="contained">
          {logInToHubText}
        </Button>
        {slug && (
          <Button component={RouterLink} to={`/candidate-application-status/${encodeURIComponent(slug)}`}>
            {seeApplicationText}
          </Button>
        )}
      </Stack>
    </CenteredCard>
  );
}

function ApplicationRow({ application: a }: { application: HubApplication }) {
  const closed = (a.stage?.step ?? 0) === 0;
  return (
    <ListItem divider disableGutters sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
      <ListItemText
        primary={`${a.job_title} · ${a.company_name}`}
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {a.stage?.description}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {appliedOnText(dayjs(a.applied_at).format('D MMM YYYY'))}
            </Box>
          </>
        }
      />
      <Chip label={a.stage?.title} color={closed ? 'default' : 'primary'} variant={closed ? 'outlined' : 'filled'} />
    </ListItem>
  );
}
