import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { AtsProvider } from '../api/list-ats-options';
import { texts } from '../texts';
import { AtsFetchForm } from './ats-fetch-form';
import { AtsFetches } from './ats-fetches';
import { providerNames } from './ats-providers';

type Props = { connected: string | null; allowed: boolean };

// IntegrationsTab is the dashboard's integrations tab: the fetch form for
// the connected ATS; without one, CONNECT ATS, and Hirekit's own ATS,
// which needs no connection. Below, the fetches and their progress.
export function IntegrationsTab({ connected, allowed }: Props) {
  const provider = (connected ?? 'hirekit_ats') as AtsProvider;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {!connected && (
        <>
          <Typography variant="body2" color="text.secondary">
            Fetch candidates from Greenhouse or Lever once your ATS is connected.
          </Typography>
          <Button component={RouterLink} to="/screeno/integrations" variant="contained">
            {texts.connectAts}
          </Button>
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {connected ? `Fetch the candidates of a ${providerNames[provider]} job:` : "Or screen the candidates of a job in Hirekit's own ATS:"}
      </Typography>
      <AtsFetchForm provider={provider} allowed={allowed} />
      <AtsFetches />
    </Stack>
  );
}
