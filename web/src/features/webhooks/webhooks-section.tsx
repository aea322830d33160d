import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Stack,
  Switch,
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
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/toasts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useRotateWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhooks,
  type WebhookEndpoint,
} from './api/webhooks';
import { texts } from './texts';

type Errors = { url?: string; events?: string; description?: string };

// checkDraft is what the browser can tell before asking: the server checks
// again (and resolves the host). A scheme other than http(s) is refused
// here; plain http is the server's to judge (an operator may allow it for
// receivers on the same network, HIREKIT_WEBHOOKS_ALLOW_PRIVATE).
export function checkDraft(url: string, events: string[]): Errors {
  const e: Errors = {};
  if (!url.trim()) e.url = texts.required;
  else if (!/^https?:\/\//i.test(url.trim())) e.url = texts.https;
  if (events.length === 0) e.events = texts.chooseEvent;
  return e;
}

const stateColor: Record<string, 'default' | 'success' | 'warning' | 'error'> = { pending: 'default', retrying: 'warning', succeeded: 'success', failed: 'error' };
const eventName = (e: string) => texts.eventNames[e] ?? e;
const when = (iso?: string) => (iso ? new Date(iso).toLocaleString() : '');

// WebhooksSection is Manage company → Webhooks (company admins): register
// HTTPS endpoints for events, see the secret once, turn endpoints on and
// off, send a test event, and follow recent deliveries.
export function WebhooksSection() {
  const { enqueueSnackbar } = useSnackbar();
  const list = useWebhooks();
  const log = useDeliveries();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useTestWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const fail = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });

  const all = list.data?.events ?? [];
  const endpoints = list.data?.endpoints ?? [];
  const deliveries = log.data?.data.deliveries ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(url, events);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { url: url.trim(), description: description.trim(), events },
      {
        onSuccess: (out) => {
          setSecret(out.secret ?? '');
          setUrl('');
          setDescription('');
          setEvents([]);
          enqueueSnackbar(texts.added, { variant: 'success' });
        },
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) {
            setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0]])) as Errors);
          } else fail(e);
        },
      },
    );
  };
  const toggle = (name: string, on: boolean) => setEvents(on ? [...events, name] : events.filter((e) => e !== name));
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id ?? 0, {
      onSuccess: () => enqueueSnackbar(texts.deleted, { variant: 'success' }),
      onError: fail,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack spacing={3}>
      <Typography>{texts.intro}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="webhooks-add-heading">
          <Typography id="webhooks-add-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {texts.addHeading}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={texts.url}
              required
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={!!errors.url}
              helperText={errors.url ?? texts.urlHelp}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              label={texts.description}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={!!errors.description}
              helperText={errors.description}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormControl component="fieldset" error={!!errors.events}>
              <FormLabel component="legend">{texts.events}</FormLabel>
              <FormGroup row>
                {all.map((e) => (
                  <FormControlLabel key={e} label={eventName(e)} control={<Checkbox checked={events.includes(e)} onChange={(_, on) => toggle(e, on)} />} />
                ))}
              </FormGroup>
              {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
            </FormControl>
          </Stack>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={create.isPending}>
            {texts.add}
          </Button>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="webhooks-endpoints-heading">
        <Typography id="webhooks-endpoints-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {texts.endpoints}
        </Typography>
        {list.isPending ? (
          <CircularProgress aria-label={texts.loading} />
        ) : list.isError ? (
          <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{texts.retry}</Button>}>
            {list.error.message}
          </Alert>
        ) : endpoints.length === 0 ? (
          <Alert severity="info">{texts.noEndpoints}</Alert>
        ) : (
          <Stack spacing={1}>
            {endpoints.map((ep) => (
              <Paper key={ep.id} variant="outlined" sx={{ p: 2 }} component="article" aria-label={ep.url}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{ep.url}</Typography>
                    {ep.description && <Typography color="text.secondary">{ep.description}</Typography>}
                  </Box>
                  <FormControlLabel
                    label={ep.enabled ? texts.on : texts.off}
                    control={
                      <Switch
                        checked={!!ep.enabled}
                        onChange={(_, on) => update.mutate({ id: ep.id ?? 0, enabled: on }, { onError: fail })}
                        slotProps={{ input: { 'aria-label': texts.enabledLabel(ep.url ?? '') } }}
                      />
                    }
                  />
                </Stack>
                {ep.disabled_reason && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {ep.disabled_reason}
                  </Alert>
                )}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
                  {(ep.events ?? []).map((e) => (
                    <Chip key={e} size="small" label={eventName(e)} />
                  ))}
                </Box>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button
                    aria-label={texts.sendTestTo(ep.url ?? '')}
                    disabled={!ep.enabled || test.isPending}
                    onClick={() => test.mutate(ep.id ?? 0, { onSuccess: () => enqueueSnackbar(texts.testSent, { variant: 'success' }), onError: fail })}
                  >
                    {texts.sendTest}
                  </Button>
                  <Button aria-label={texts.rotateTo(ep.url ?? '')} onClick={() => rotate.mutate(ep.id ?? 0, { onSuccess: (out) => setSecret(out.secret ?? ''), onError: fail })}>
                    {texts.rotate}
                  </Button>
                  <Button color="error" aria-label={texts.removeEndpoint(ep.url ?? '')} onClick={() => setDeleting(ep)}>
                    {texts.remove}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="webhooks-deliveries-heading">
        <Typography id="webhooks-deliveries-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {texts.deliveries}
        </Typography>
        {log.isPending ? (
          <CircularProgress aria-label={texts.loading} />
        ) : log.isError ? (
          <Alert severity="error">{log.error.message}</Alert>
        ) : deliveries.length === 0 ? (
          <Alert severity="info">{texts.noDeliveries}</Alert>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby="webhooks-deliveries-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.event}</TableCell>
                  <TableCell>{texts.endpoint}</TableCell>
                  <TableCell>{texts.state}</TableCell>
                  <TableCell align="right">{texts.attempts}</TableCell>
                  <TableCell>{texts.answer}</TableCell>
                  <TableCell>{texts.when}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell>{eventName(d.event_type ?? '')}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{d.endpoint_url}</TableCell>
                    <TableCell>
                      <Chip size="small" color={stateColor[d.state ?? ''] ?? 'default'} label={texts.states[d.state ?? ''] ?? d.state} />
                    </TableCell>
                    <TableCell align="right">{d.attempts}</TableCell>
                    <TableCell>{d.last_error || (d.last_status ? String(d.last_status) : '')}</TableCell>
                    <TableCell>{when(d.created_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <Dialog open={secret !== null} onClose={() => setSecret(null)} aria-labelledby="webhooks-secret-title">
        <DialogTitle id="webhooks-secret-title">{texts.secretTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texts.secretBody}</DialogContentText>
          <TextField label={texts.secretLabel} value={secret ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }} />
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(secret ?? '').then(() => enqueueSnackbar(texts.copied, { variant: 'success' }));
            }}
          >
            {texts.copy}
          </Button>
          <Button variant="contained" onClick={() => setSecret(null)}>
            {texts.done}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="webhooks-delete-title">
        <DialogTitle id="webhooks-delete-title">{texts.remove}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.confirmDelete(deleting?.url ?? '')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{texts.cancel}</Button>
          <Button color="error" variant="contained" onClick={onDelete} disabled={remove.isPending}>
            {texts.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
