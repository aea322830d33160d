import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Pagination,
  Paper,
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
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import {
  useAuditLog,
  useDataRequests,
  useDeclineRequest,
  useFulfilRequest,
  useRetention,
  useSetRetention,
  type RetentionRule,
} from './api/privacy';
import { texts } from './texts';

const when = (iso?: string) => (iso ? new Date(iso).toLocaleString() : '');

// checkMonths is what the browser can tell before asking (the server
// checks again): a whole number of months from 1 to 120.
export function checkMonths(value: string): string | undefined {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > 120) return texts.retentionBad;
  return undefined;
}

// PrivacySection is Manage company → Privacy (superusers): the retention
// rule, the queue of confirmed data requests and the audit log.
export function PrivacySection() {
  return (
    <Stack spacing={3}>
      <RetentionForm />
      <RequestQueue />
      <AuditLog />
    </Stack>
  );
}

function RetentionForm() {
  const rule = useRetention();
  if (rule.isPending) return <CircularProgress aria-label="Loading" />;
  if (rule.isError) return <Alert severity="error">{rule.error.message}</Alert>;
  return <RetentionEditor key={rule.data.closed_after_months} rule={rule.data} />;
}

function RetentionEditor({ rule }: { rule: RetentionRule }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetRetention();
  const [months, setMonths] = useState(rule.closed_after_months ? String(rule.closed_after_months) : '');
  const [error, setError] = useState<string>();
  const set = (n: number) =>
    save.mutate(n, {
      onSuccess: () => enqueueSnackbar(texts.saved, { variant: 'success' }),
      onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = checkMonths(months);
    setError(bad);
    if (!bad) set(Number(months));
  };
  return (
    <Paper component="section" aria-labelledby="retention-title" sx={{ p: 2 }}>
      <Typography id="retention-title" variant="h6" component="h2">
        {texts.retentionTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {texts.retentionHelp}
      </Typography>
      {rule.closed_after_months === 0 && <Typography sx={{ mb: 2 }}>{texts.retentionOff}</Typography>}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={texts.retentionLabel}
          value={months}
          onChange={(e) => setMonths(e.target.value)}
          error={!!error}
          helperText={error}
          inputMode="numeric"
          size="small"
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {texts.save}
        </Button>
        {(rule.closed_after_months ?? 0) > 0 && (
          <Button onClick={() => set(0)} disabled={save.isPending}>
            {texts.turnOff}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

function RequestQueue() {
  const { enqueueSnackbar } = useSnackbar();
  const list = useDataRequests();
  const fulfil = useFulfilRequest();
  const decline = useDeclineRequest();
  const fail = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });
  const requests = list.data?.requests ?? [];
  return (
    <Paper component="section" aria-labelledby="requests-title" sx={{ p: 2 }}>
      <Typography id="requests-title" variant="h6" component="h2">
        {texts.requestsTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {texts.requestsHelp}
      </Typography>
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.isSuccess && requests.length === 0 && <Typography>{texts.noRequests}</Typography>}
      {requests.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="requests-title">
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>Request</TableCell>
                <TableCell>Confirmed</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requests.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    {r.email}{' '}
                    <Chip size="small" label={r.held ? texts.held : texts.notHeld} color={r.held ? 'primary' : 'default'} />
                  </TableCell>
                  <TableCell>{r.kind === 'erase' ? texts.kindErase : texts.kindExport}</TableCell>
                  <TableCell>{when(r.verified_at)}</TableCell>
                  <TableCell>
                    <Button size="small" disabled={fulfil.isPending} onClick={() => fulfil.mutate(r.id ?? 0, { onError: fail })}>
                      {texts.fulfil}
                    </Button>
                    <Button size="small" color="error" disabled={decline.isPending} onClick={() => decline.mutate(r.id ?? 0, { onError: fail })}>
                      {texts.decline}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

function AuditLog() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const entries = log.data?.data.entries ?? [];
  const pages = log.data ? Math.max(1, Math.ceil(log.data.meta.total / log.data.meta.per_page)) : 1;
  return (
    <Paper component="section" aria-labelledby="audit-title" sx={{ p: 2 }}>
      <Typography id="audit-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {texts.auditTitle}
      </Typography>
      {log.isError && <Alert severity="error">{log.error.message}</Alert>}
      {log.isSuccess && entries.length === 0 && <Typography>{texts.noAudit}</Typography>}
      {entries.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="audit-title">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Detail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{when(e.created_at)}</TableCell>
                  <TableCell>{e.user_name || e.user_email || texts.hirekit}</TableCell>
                  <TableCell>{e.action}</TableCell>
                  <TableCell>{e.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && <Pagination sx={{ mt: 1 }} count={pages} page={page} onChange={(_, p) => setPage(p)} aria-label="Audit log pages" />}
    </Paper>
  );
}
