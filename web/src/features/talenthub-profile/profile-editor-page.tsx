import { Alert, Box, Button, CircularProgress, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useOwnProfile } from './api/get-own-profile';
import { AvatarSection } from './avatar-section';
import { BasicsSection } from './basics-section';
import { CompletionCard } from './completion-card';
import { errorText } from './error-text';
import { LinksSection } from './links-section';
import { EducationsSection, ExperiencesSection, ProjectsSection } from './lists';
import { ResumeSection } from './resume-section';
import { SkillsSection } from './skills-section';
import { pageTitleText } from './texts';

// ProfileEditorPage is /talenthub/candidate/profile: the signed-in
// candidate edits every part of their profile, fills it from a resume,
// and watches its completion.
export function ProfileEditorPage() {
  const profile = useOwnProfile();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {pageTitleText}
        </Typography>
        {profile.data?.username && (
          <Link component={RouterLink} to={`/talenthub/${profile.data.username}`}>
            View your public profile
          </Link>
        )}
      </Stack>
      {profile.isLoading && <CircularProgress aria-label="Loading your profile" />}
      {profile.isError && (
        <Alert severity="error" action={<Button onClick={() => profile.refetch()}>Try again</Button>}>
          {errorText(profile.error)}
        </Alert>
      )}
      {profile.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
            <Stack spacing={3}>
              <ResumeSection profile={profile.data} />
              <AvatarSection profile={profile.data} />
              {/* Keyed by the saved values: an accepted draft shows at once. */}
              <BasicsSection
                key={`${profile.data.name}|${profile.data.headline}|${profile.data.phone}|${profile.data.careerStart}`}
                profile={profile.data}
              />
              <SkillsSection profile={profile.data} />
              <ExperiencesSection profile={profile.data} />
              <ProjectsSection profile={profile.data} />
              <EducationsSection profile={profile.data} />
              <LinksSection key={JSON.stringify(profile.data.links)} profile={profile.data} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: 1, md: 2 } }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
              <CompletionCard completion={profile.data.completion} />
            </Box>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
