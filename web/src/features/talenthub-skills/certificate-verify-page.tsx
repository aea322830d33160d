import { Alert, Card, CardContent, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useVerifyCertificate } from './api/verify-certificate';
import { SkillBadge } from './skill-badge';
import { certificateNotFoundText, certificateVerificationText, formatDay, loadFailedText, revokedText, validText } from './texts';

// CertificateVerifyPage is the public /talenthub/certificate/{slug}/verify:
// who holds the certificate, of which skill and level, since when, and
// whether it is still valid.
export function CertificateVerifyPage() {
  const { certificateSlug = '' } = useParams();
  const cert = useVerifyCertificate(certificateSlug);
  const c = cert.data;
  const notFound = cert.error instanceof ApiError && cert.error.status === 404;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {certificateVerificationText}
      </Typography>
      {cert.isLoading && <CircularProgress aria-label="Loading" />}
      {cert.isError && <Alert severity="error">{notFound ? certificateNotFoundText : cert.error.message || loadFailedText}</Alert>}
      {c && (
        <Card>
          <CardContent>
            <Stack spacing={1}>
              <Alert severity={c.valid ? 'success' : 'error'}>{c.valid ? validText : `${revokedText} on ${formatDay(c.revoked_at ?? '')}`}</Alert>
              <Typography variant="h5" component="h2">
                {c.candidate_name}
              </Typography>
              {c.username && <Link href={`/talenthub/${c.username}`}>@{c.username}</Link>}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>{c.skill_name}</Typography>
                <SkillBadge level={c.level ?? 0} />
              </Stack>
              <Typography color="text.secondary">Issued on {formatDay(c.issued_at ?? '')}</Typography>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
