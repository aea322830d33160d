import { Alert, Button, Card, CardContent, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useCertificationStatus } from './api/get-certification-status';
import { useClaimCertificate } from './api/claim-certificate';
import { SkillBadge } from './skill-badge';
import { getCertifiedText, loadFailedText } from './texts';

// CertificationPage is /talenthub/certifications/{skillSlug}/get-started:
// after a pass at level 2 or more the candidate claims the certificate,
// whose public page anyone can open to verify it.
export function CertificationPage() {
  const { skillSlug = '' } = useParams();
  const status = useCertificationStatus(skillSlug);
  const claim = useClaimCertificate();
  const d = status.data;
  const cert = claim.data ?? d?.certificate ?? null;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {d?.skill_name ? `${getCertifiedText}: ${d.skill_name}` : getCertifiedText}
      </Typography>
      {status.isLoading && <CircularProgress aria-label="Loading" />}
      {status.isError && <Alert severity="error">{status.error.message || loadFailedText}</Alert>}
      {d && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>Your badge:</Typography>
                <SkillBadge level={d.proficiency ?? 0} />
              </Stack>
              {claim.isError && <Alert severity="error">{claim.error.message}</Alert>}
              {cert ? (
                <Alert severity="success">
                  Your certificate is ready.{' '}
                  <Link component={RouterLink} to={`/talenthub/certificate/${cert.slug}/verify`}>
                    Open its verification page
                  </Link>
                </Alert>
              ) : d.can_claim ? (
                <Button variant="contained" onClick={() => claim.mutate(skillSlug)} disabled={claim.isPending}>
                  Claim certificate
                </Button>
              ) : (
                <>
                  <Typography>Pass the assessment with 8 or more right answers (Advanced) to get certified.</Typography>
                  <Button component={RouterLink} to={`/talenthub/assessments/${skillSlug}/get-started`} variant="outlined">
                    Take the assessment
                  </Button>
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
