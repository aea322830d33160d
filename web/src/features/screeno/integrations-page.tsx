import { Box, Button, Card, CardActions, CardContent, Chip, Grid, Typography } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useIntegrationsStatus } from './api/get-integrations-status';
import { useRequestCallback } from './api/request-callback';
import { Breadcrumbs } from './components/breadcrumbs';
import { GreenhouseCardActions } from './components/greenhouse-card-actions';
import { ProviderLogo } from './components/provider-logo';
import { texts } from './texts';
import { ScreenoPage } from './components/screeno-page';
import { LeverCard } from './lever/lever-card';

const about: Record<string, string> = {
  greenhouse: 'Fetch candidates of a Greenhouse job, by stage and source.',
  lever: 'Fetch candidates of a Lever posting, by stage and source.',
  hirekit_ats: "Screen the candidates of your jobs in Hirekit's own ATS.",
  custom: 'Another ATS or job board? Tell us what you need.',
};

function statusChip(status: string | undefined) {
  if (status === 'connected') return <Chip size="small" color="success" label={texts.connected} />;
  if (status === 'disabled') return <Chip size="small" label={texts.disabled} />;
  if (status === 'errored') return <Chip size="small" color="error" label={texts.errored} />;
  return <Chip size="small" variant="outlined" label={texts.notConnected} />;
}

// IntegrationsPage is /screeno/integrations: a card per integration with
// its status; a disabled one offers REQUEST CALLBACK; Greenhouse connects
// through its wizard (components/greenhouse-wizard.tsx).
export function IntegrationsPage() {
  const status = useIntegrationsStatus();
  const callback = useRequestCallback();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ScreenoPage>
      <Breadcrumbs trail={[{ label: texts.home, to: '/screeno' }, { label: texts.integrations }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
        {texts.integrations}
      </Typography>
      {status.isError && <Typography color="error">Error while fetching the connection status</Typography>}
      <Grid container spacing={2}>
        {(status.data?.integrations ?? []).map((card) => (
          <Grid key={card.kind} size={{ xs: 12, sm: 6, lg: 3 }}>
            {/* Lever connects through its own card (lever/lever-card.tsx). */}
            {card.kind === 'lever' && card.status !== 'disabled' ? (
              <LeverCard status={card.status} />
            ) : (
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`integration-${card.kind}`}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <ProviderLogo provider={card.kind === 'custom' ? null : card.kind} />
                  <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                    {card.name}
                  </Typography>
                </Box>
                {statusChip(card.status)}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {about[card.kind ?? ''] ?? ''}
                </Typography>
              </CardContent>
              {card.kind === 'greenhouse' && card.status !== 'disabled' && (
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  <GreenhouseCardActions status={card.status} />
                </CardActions>
              )}
              {card.status === 'disabled' && (
                <CardActions>
                  <Button disabled={callback.isPending}
                    onClick={() =>
                      callback.mutate(
                        { integration: card.kind ?? 'custom' },
                        {
                          onSuccess: () => enqueueSnackbar(texts.integrationCallbackDone, { variant: 'success' }),
                          onError: (e) => enqueueSnackbar(e.message && e.message !== 'Something went wrong' ? e.message : texts.somethingWentWrong, { variant: 'error' }),
                        },
                      )
                    }>
                    {texts.requestCallback}
                  </Button>
                </CardActions>
              )}
            </Card>
            )}
          </Grid>
        ))}
      </Grid>
    </ScreenoPage>
  );
}
