import {
  Alert,
  Button,
  Card,
  Chip,
  Container,
  Link,
  Pagination,
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
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../components/toasts';
import { VisuallyHidden } from '../../components/visually-hidden';
import { AdminGate, Forbidden } from './admin-gate';
import { useAdminCandidates, type AdminCandidate } from './api/get-admin-candidates';
import { useSetCandidateHidden } from './api/set-candidate-hidden';
import { ReportedProfiles } from './reported-profiles';
import { UnlistDialog, type UnlistTarget } from './unlist-dialog';
import {
  candidatesTitle,
  editSkillsLinkText,
  liftedToast,
  liftText,
  listedText,
  noCandidatesText,
  notListedText,
  operationsIntro,
  operationsTitle,
  retryText,
  reviewText,
  searchLabel,
  somethingWrongText,
  unlistedByAdminText,
  unlistText,
} from './texts';

const perPage = 50;

// OperationsPage is /talenthub/admin/talenthub-operations: platform admins
// find candidates, see whether each is listed, unlist one with a reason
// or lift that, and open a profile's skill review.
export function OperationsPage() {
  return (
    <AdminGate>
      <Operations />
    </AdminGate>
  );
}

function Operations() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(q.trim());
  const list = useAdminCandidates(query, page);
  const [unlisting, setUnlisting] = useState<UnlistTarget | null>(null);
  if (list.error && 'status' in list.error && list.error.status === 403) return <Forbidden />;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / perPage));
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {operationsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {operationsIntro}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/talenthub/admin/skills">
          {editSkillsLinkText}
        </Link>
      </Typography>
      <ReportedProfiles onUnlist={setUnlisting} />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {candidatesTitle}
      </Typography>
      <TextField
        label={searchLabel}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" aria-label="Loading candidates" />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{retryText}</Button>}>
          {list.error.message || somethingWrongText}
        </Alert>
      ) : list.data.candidates.length === 0 ? (
        <Typography>{noCandidatesText}</Typography>
      ) : (
        <Stack spacing={2}>
          <TableContainer component={Card}>
            <Table aria-label={operationsTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>Candidate</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Joined</TableCell>
                  <TableCell>Listing</TableCell>
                  <TableCell>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.candidates.map((c) => (
                  <CandidateRow key={c.id} candidate={c} onUnlist={() => setUnlisting(c)} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} aria-label="Pages of candidates" />}
        </Stack>
      )}
      {unlisting && <UnlistDialog candidate={unlisting} onClose={() => setUnlisting(null)} />}
    </Container>
  );
}

function CandidateRow({ candidate: c, onUnlist }: { candidate: AdminCandidate; onUnlist: () => void }) {
  const change = useSetCandidateHidden();
  const { enqueueSnackbar } = useSnackbar();
  const who = c.name || c.username;
  return (
    <TableRow>
      <TableCell>
        {c.listed && !c.hidden ? (
          <Link href={`/talenthub/${c.username}`} underline="hover">
            {who}
          </Link>
        ) : (
          who
        )}
        <Typography variant="body2" color="text.secondary">
          @{c.username}
        </Typography>
      </TableCell>
      <TableCell>{c.email}</TableCell>
      <TableCell>{dayjs(c.created_at).format('D MMM YYYY')}</TableCell>
      <TableCell>
        {c.hidden ? (
          <Stack spacing={0.5}>
            <Chip size="small" color="error" label={unlistedByAdminText} sx={{ alignSelf: 'flex-start' }} />
            <Typography variant="body2" color="text.secondary">
              {c.hidden_reason}
            </Typography>
          </Stack>
        ) : (
          <Chip size="small" color={c.listed ? 'success' : 'default'} label={c.listed ? listedText : notListedText} />
        )}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button size="small" component={RouterLink} to={`/talenthub/admin/review-taggings/${c.id}`} aria-label={`${reviewText} of ${who}`}>
            {reviewText}
          </Button>
          {c.hidden ? (
            <Button
              size="small"
              disabled={change.isPending}
              aria-label={`${liftText} the unlisting of ${who}`}
              onClick={() =>
                change.mutate(
                  { id: c.id, hidden: false },
                  {
                    onSuccess: () => enqueueSnackbar(liftedToast, { variant: 'success' }),
                    onError: (err) => enqueueSnackbar(err.message || somethingWrongText, { variant: 'error' }),
                  },
                )
              }
            >
              {liftText}
            </Button>
          ) : (
            <Button size="small" color="error" onClick={onUnlist} aria-label={`${unlistText} ${who}`}>
              {unlistText}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
