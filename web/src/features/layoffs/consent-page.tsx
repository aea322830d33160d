import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useDecide, useLayoffLink, type LayoffLink } from './api/layoffs';
import { texts } from './texts';

// Frame is the card the mailed-link pages of /layoffs sit in.
export function Frame({ children, title = texts.linkTitle }: { children: ReactNode; title?: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: { xs: 'flex-start', sm: 'center' }, p: { xs: 1.5, sm: 3 }, bgcolor: 'grey.100' }}>
      <Card sx={{ width: '100%', maxWidth: 560 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

export function errorText(e: unknown): string {
  return e instanceof ApiError ? e.message : texts.loadError;
}

// ConsentPage is /layoffs/consent/{token}: the person's mailed link. A
// pending person reads what would be shown and says yes or no (a click:
// consent is never given by opening a link). ?action=remove asks the
// listed person to confirm with a click too: a mail scanner that opens
// links must not take anyone off the page (security review 3, L7).
export function ConsentPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const action = params.get('action');
  const link = useLayoffLink(token);
  const decide = useDecide(token);

  if (!token) {
    return (
      <Frame>
        <Alert severity="error">{texts.missingToken}</Alert>
      </Frame>
    );
  }
  if (link.isPending) {
    return (
      <Frame>
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <CircularProgress aria-label={texts.loading} />
        </Box>
      </Frame>
    );
  }
  if (link.isError || !link.data) {
    return (
      <Frame>
        <Alert severity="error">{errorText(link.error)}</Alert>
      </Frame>
    );
  }
  const d = link.data;
  const busy = decide.isPending;
  return (
    <Frame>
      <Stack spacing={2}>
        <Typography>{texts.hello(d.name ?? '')}</Typography>
        {decide.isError ? <Alert severity="error">{errorText(decide.error)}</Alert> : null}
        {busy && action === 'remove' ? (
          <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
            {texts.removing}
          </Alert>
        ) : null}
        {!busy && action === 'remove' && d.state === 'listed' ? <Alert severity="warning">{texts.confirmRemove}</Alert> : null}
        {d.state === 'pending' && d.expired ? <Alert severity="warning">{texts.expired(d.company_name ?? '')}</Alert> : null}
        {d.state === 'pending' && !d.expired ? (
          <>
            <Typography>{texts.pendingIntro(d.company_name ?? '')}</Typography>
            <Details title={texts.shownAs} d={d} />
            <Box component="section" aria-labelledby="layoffs-consent-heading">
              <Typography id="layoffs-consent-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {texts.consentHeading}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{d.consent_text}</Typography>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button variant="contained" disabled={busy} onClick={() => decide.mutate('consent')}>
                {texts.consent}
              </Button>
              <Button variant="outlined" disabled={busy} onClick={() => decide.mutate('decline')}>
                {texts.decline}
              </Button>
            </Stack>
          </>
        ) : null}
        {d.state === 'listed' ? (
          <>
            <Alert severity="success" role="status">
              {texts.listed}
            </Alert>
            <Details title={texts.listedAs} d={d} />
            <Box>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => decide.mutate('remove')}>
                {texts.remove}
              </Button>
            </Box>
          </>
        ) : null}
        {d.state === 'declined' ? (
          <Alert severity="info" role="status">
            {texts.declined}
          </Alert>
        ) : null}
        {d.state === 'removed' ? (
          <Alert severity="success" role="status">
            {texts.removed}
          </Alert>
        ) : null}
        <Link component={RouterLink} to="/layoffs">
          {texts.viewPage}
        </Link>
      </Stack>
    </Frame>
  );
}

function Details({ title, d }: { title: string; d: LayoffLink }) {
  const rows: [string, string][] = [
    [texts.name, d.name ?? ''],
    [texts.roleLabel, d.role ?? ''],
    [texts.skillsLabel, (d.skills ?? []).join(', ')],
    [texts.location, d.location ?? ''],
    [texts.linkedIn, d.linkedin_url ?? ''],
  ];
  return (
    <Box component="section" aria-labelledby="layoffs-details-heading">
      <Typography id="layoffs-details-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {rows
          .filter(([, v]) => v !== '')
          .map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {k}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {v}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
