import { Container, Grid, Typography } from '@mui/material';
import { ActivityCard, GettingStartedCard, InterviewsCard, JobsCard, showsStart, WaitingCard } from './components/cards';
import { HomeError, HomeLoading } from './components/home-states';
import { ReferralsCard } from './components/referrals-card';
import { texts } from './texts';
import { useHome } from './use-home';

// HomePage is /dashboard: a greeting, then what waits on the user, their
// open jobs with each pipeline, their upcoming interviews and, while a
// new company has first steps left, the getting-started list.
export function HomePage() {
  const { name, company, userId, allowed, refers, ready, contextLoading, dashboard } = useHome();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {texts.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        {texts.greeting(name)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {company}
      </Typography>
      {contextLoading || (allowed && dashboard.isLoading) ? (
        <HomeLoading />
      ) : dashboard.isError ? (
        <HomeError onRetry={() => void dashboard.refetch()} />
      ) : ready && !allowed && refers ? (
        <ReferralsCard />
      ) : ready && !allowed ? (
        <Typography color="text.secondary">{texts.noAccess}</Typography>
      ) : dashboard.data ? (
        <Grid container spacing={3}>
          {showsStart(dashboard.data) && (
            <Grid size={12}>
              <GettingStartedCard data={dashboard.data} />
            </Grid>
          )}
          <Grid size={12}>
            <WaitingCard data={dashboard.data} userId={userId} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <JobsCard data={dashboard.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <InterviewsCard data={dashboard.data} />
          </Grid>
          <Grid size={12}>
            <ActivityCard data={dashboard.data} />
          </Grid>
        </Grid>
      ) : null}
    </Container>
  );
}
