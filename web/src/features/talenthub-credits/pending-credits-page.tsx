import { Alert, Button, Card, Container, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useSnackbar } from '../../components/toasts';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useDecideCredit, type Decision } from './api/decide-credit';
import { usePendingCredits, type PendingCredit } from './api/get-pending-credits';
import { AdminGate, Forbidden } from './admin-gate';
import {
  alreadyDecidedText,
  approvedText,
  approveText,
  noPendingText,
  pendingIntro,
  pendingTitle,
  refusedText,
  refuseText,
  retryText,
  shownOfText,
  somethingWrongText,
} from './texts';

// PendingCreditsPage is /talenthub/admin/pending-credits: platform admins
// approve or refuse credits before they count.
export function PendingCreditsPage() {
  return (
    <AdminGate>
      <PendingCredits />
    </AdminGate>
  );
}

function PendingCredits() {
  const pending = usePendingCredits();
  const data = pending.data;
  if (pending.error && 'status' in pending.error && pending.error.status === 403) return <Forbidden />;
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {pendingTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {pendingIntro}
      </Typography>
      {pending.isPending ? (
        <Skeleton variant="rounded" height={200} aria-busy="true" aria-label="Loading pending credits" />
      ) : pending.isError || !data ? (
        <Alert severity="error" action={<Button onClick={() => void pending.refetch()}>{retryText}</Button>}>
          {pending.error?.message || somethingWrongText}
        </Alert>
      ) : data.entries.length === 0 ? (
        <Typography>{noPendingText}</Typography>
      ) : (
        <Stack spacing={1}>
          {data.total > data.entries.length && <Typography>{shownOfText(data.entries.length, data.total)}</Typography>}
          <TableContainer component={Card}>
            <Table aria-label={pendingTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>Candidate</TableCell>
                  <TableCell>Cause</TableCell>
                  <TableCell>Referred</TableCell>
                  <TableCell align="right">Credits</TableCell>
                  <TableCell>Since</TableCell>
                  <TableCell>
                    <VisuallyHidden>Decision</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.entries.map((e) => (
                  <PendingRow key={e.id} entry={e} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      )}
    </Container>
  );
}

function PendingRow({ entry }: { entry: PendingCredit }) {
  const decide = useDecideCredit();
  const { enqueueSnackbar } = useSnackbar();
  function send(decision: Decision) {
    decide.mutate(
      { id: entry.id, decision },
      {
        onSuccess: (res) =>
          enqueueSnackbar(!res?.changed ? alreadyDecidedText : decision === 'approve' ? approvedText : refusedText, {
            variant: res?.changed ? 'success' : 'info',
          }),
        onError: (err) => enqueueSnackbar(err.message || somethingWrongText, { variant: 'error' }),
      },
    );
  }
  const who = entry.name || entry.username;
  return (
    <TableRow>
      <TableCell>
        {who}
        <Typography variant="body2" color="text.secondary">
          @{entry.username}
        </Typography>
      </TableCell>
      <TableCell>
        {entry.cause_text}
        {entry.note && (
          <Typography variant="body2" color="text.secondary">
            {entry.note}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {entry.referred_username ? (
          <>
            @{entry.referred_username}
            {entry.referred_joined_at && (
              <Typography variant="body2" color="text.secondary">
                joined {dayjs(entry.referred_joined_at).format('D MMM YYYY')}
              </Typography>
            )}
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell align="right">{entry.credits}</TableCell>
      <TableCell>{dayjs(entry.created_at).format('D MMM YYYY')}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" disabled={decide.isPending} onClick={() => send('approve')} aria-label={`${approveText} ${entry.credits} credits for ${who}`}>
            {approveText}
          </Button>
          <Button size="small" color="error" disabled={decide.isPending} onClick={() => send('refuse')} aria-label={`${refuseText} ${entry.credits} credits for ${who}`}>
            {refuseText}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
