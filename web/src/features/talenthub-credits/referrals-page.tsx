import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import type { FocusEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import { useReferrals } from './api/get-referrals';
import {
  copyLinkText,
  shareTitle,
  creditsColumn,
  joinedText,
  linkCopiedText,
  nameColumn,
  noReferralsText,
  notYetText,
  profileColumn,
  referralLinkLabel,
  referralsIntro,
  referralsTitle,
  retryText,
  somethingWrongText,
  stateText,
  yesText,
} from './texts';

// ReferralsPage is /talenthub/referrals: the candidate's referral link with
// a copy button, and who joined through it (joined date, whether their
// profile passed 60%, credits earned for each and their state).
export function ReferralsPage() {
  const referrals = useReferrals();
  const { enqueueSnackbar } = useSnackbar();
  const data = referrals.data;

  function copy(link: string) {
    navigator.clipboard?.writeText(link).then(
      () => enqueueSnackbar(linkCopiedText, { variant: 'info' }),
      () => enqueueSnackbar(somethingWrongText, { variant: 'error' }),
    );
  }

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {referralsTitle}
      </Typography>
      {referrals.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your referrals">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : referrals.isError || !data ? (
        <Alert severity="error" action={<Button onClick={() => void referrals.refetch()}>{retryText}</Button>}>
          {referrals.error?.message || somethingWrongText}
        </Alert>
      ) : (
        <Stack spacing={3}>
          <Card component="section" aria-label={shareTitle}>
            <CardContent>
              <Typography sx={{ mb: 2 }}>{referralsIntro(data.credits_each)}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label={referralLinkLabel}
                  value={data.referral_link}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
                />
                <Button variant="contained" onClick={() => copy(data.referral_link)} sx={{ flexShrink: 0 }}>
                  {copyLinkText}
                </Button>
              </Stack>
            </CardContent>
          </Card>
          {data.referrals.length === 0 ? (
            <Typography>{noReferralsText}</Typography>
          ) : (
            <TableContainer component={Card}>
              <Table aria-label={referralsTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{nameColumn}</TableCell>
                    <TableCell>{joinedText}</TableCell>
                    <TableCell>{profileColumn}</TableCell>
                    <TableCell align="right">{creditsColumn}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.referrals.map((r) => (
                    <TableRow key={r.username}>
                      <TableCell>
                        {r.name || r.username}
                        <Typography variant="body2" color="text.secondary">
                          @{r.username}
                        </Typography>
                      </TableCell>
                      <TableCell>{dayjs(r.joined_at).format('D MMM YYYY')}</TableCell>
                      <TableCell>{r.profile_completed ? yesText : notYetText}</TableCell>
                      <TableCell align="right">
                        {r.credit_state ? (
                          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                            <span>{r.credits}</span>
                            <Chip size="small" label={stateText[r.credit_state] ?? r.credit_state} />
                          </Stack>
                        ) : (
                          0
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
    </Container>
  );
}
