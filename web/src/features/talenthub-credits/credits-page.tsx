import { Alert, Button, Card, CardContent, Chip, Container, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { useCredits, type CreditEntry } from './api/get-credits';
import { badgeText } from './badge-text';
import {
  creditsTitle,
  earnByAssessments,
  earnByReferring,
  earnMoreTitle,
  historyTitle,
  noEntriesText,
  pendingLabel,
  referFriendsText,
  retryText,
  somethingWrongText,
  stateText,
  takeAssessmentText,
  totalLabel,
} from './texts';

const stateColour = { pending: 'warning', granted: 'success', refused: 'default' } as const;

// CreditsPage is /talenthub/credits: the granted total (999+ above 999),
// what waits for approval, the ledger, and how to earn more.
export function CreditsPage() {
  const credits = useCredits();
  const data = credits.data;
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {creditsTitle}
      </Typography>
      {credits.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your credits">
          <Skeleton variant="rounded" height={100} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : credits.isError || !data ? (
        <Alert severity="error" action={<Button onClick={() => void credits.refetch()}>{retryText}</Button>}>
          {credits.error?.message || somethingWrongText}
        </Alert>
      ) : (
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="hub-credits-total">
            <CardContent>
              <Typography id="hub-credits-total" variant="overline" component="h2">
                {totalLabel}
              </Typography>
              <Typography variant="h3" component="p" data-testid="hub-credits-total">
                {badgeText(data.total_credits)}
              </Typography>
              {data.pending_credits > 0 && <Typography color="text.secondary">{pendingLabel(data.pending_credits)}</Typography>}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="hub-credits-history">
            <CardContent>
              <Typography id="hub-credits-history" variant="h5" component="h2" gutterBottom>
                {historyTitle}
              </Typography>
              {data.entries.length === 0 ? (
                <Typography>{noEntriesText}</Typography>
              ) : (
                <List disablePadding>
                  {data.entries.map((e) => (
                    <EntryRow key={e.id} entry={e} />
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="hub-credits-earn">
            <CardContent>
              <Typography id="hub-credits-earn" variant="h5" component="h2" gutterBottom>
                {earnMoreTitle}
              </Typography>
              <List disablePadding>
                <ListItem disableGutters>
                  <ListItemText primary={earnByReferring(data.referral_credits)} />
                  <Button component={RouterLink} to="/talenthub/referrals">
                    {referFriendsText}
                  </Button>
                </ListItem>
                <ListItem disableGutters>
                  <ListItemText primary={earnByAssessments} />
                  <Button component={RouterLink} to="/talenthub/skill-dashboard">
                    {takeAssessmentText}
                  </Button>
                </ListItem>
              </List>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Container>
  );
}

function EntryRow({ entry }: { entry: CreditEntry }) {
  const sign = entry.state === 'refused' ? '' : '+';
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={entry.cause_text}
        secondary={[entry.note, dayjs(entry.created_at).format('D MMM YYYY')].filter(Boolean).join(' · ')}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, textDecoration: entry.state === 'refused' ? 'line-through' : 'none' }}>
          {sign}
          {entry.credits}
        </Typography>
        <Chip size="small" color={stateColour[entry.state]} label={stateText[entry.state] ?? entry.state} />
      </Stack>
    </ListItem>
  );
}
