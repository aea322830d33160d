import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
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
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/toasts';
import { useAddLayoff, useOwnLayoffs, useResendLayoff, useWithdrawLayoff, type LayoffPerson } from './api/layoffs';
import { texts } from './texts';

type Draft = { name: string; email: string; role: string; skills: string; location: string; linkedin_url: string };
const empty: Draft = { name: '', email: '', role: '', skills: '', location: '', linkedin_url: '' };
type Errors = Partial<Record<keyof Draft, string>>;

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function check(d: Draft): Errors {
  const e: Errors = {};
  if (!d.name.trim()) e.name = texts.required('name');
  if (!d.email.trim()) e.email = texts.required('email');
  else if (!emailPattern.test(d.email.trim())) e.email = texts.invalidEmail;
  if (!d.role.trim()) e.role = texts.required('role');
  if (splitSkills(d.skills).length > 20) e.skills = 'Please enter at most 20 skills';
  return e;
}

const stateColor: Record<string, 'default' | 'success' | 'warning' | 'error'> = { pending: 'warning', listed: 'success', declined: 'default', removed: 'default' };

// LayoffsSection is Manage company → Layoffs (company admins): add a person
// the company let go (they are mailed for consent), and follow each one's
// state; send a pending request again, or take someone off the list.
export function LayoffsSection() {
  const { enqueueSnackbar } = useSnackbar();
  const own = useOwnLayoffs();
  const add = useAddLayoff();
  const resend = useResendLayoff();
  const withdraw = useWithdrawLayoff();
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<LayoffPerson | null>(null);

  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
    error: !!errors[key],
    helperText: errors[key],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { name: draft.name.trim(), email: draft.email.trim(), role: draft.role.trim(), skills: splitSkills(draft.skills), location: draft.location.trim(), linkedin_url: draft.linkedin_url.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(texts.added(draft.name.trim()), { variant: 'success' });
          setDraft(empty);
        },
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) {
            setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0]])) as Errors);
          } else enqueueSnackbar(e.message, { variant: 'error' });
        },
      },
    );
  };
  const onResend = (p: LayoffPerson) =>
    resend.mutate(p.id ?? 0, {
      onSuccess: () => enqueueSnackbar(texts.resent, { variant: 'success' }),
      onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
    });
  const onWithdraw = () => {
    if (!confirming) return;
    withdraw.mutate(confirming.id ?? 0, {
      onSuccess: () => enqueueSnackbar(texts.tookOff, { variant: 'success' }),
      onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
      onSettled: () => setConfirming(null),
    });
  };
  const people = own.data?.people ?? [];

  return (
    <Stack spacing={3}>
      <Typography>
        {texts.sectionIntro}{' '}
        <Link component={RouterLink} to="/layoffs">
          {texts.viewPage}
        </Link>
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="layoffs-add-heading">
          <Typography id="layoffs-add-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {texts.addPerson}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField label={texts.name} required {...field('name')} slotProps={{ htmlInput: { maxLength: 150 } }} />
            <TextField label={texts.email} required type="email" {...field('email')} slotProps={{ htmlInput: { maxLength: 254 } }} />
            <TextField label={texts.role} required {...field('role')} slotProps={{ htmlInput: { maxLength: 150 } }} />
            <TextField label={texts.location} {...field('location')} slotProps={{ htmlInput: { maxLength: 150 } }} />
            <TextField label={texts.skills} {...field('skills')} helperText={errors.skills ?? texts.skillsHelp} />
            <TextField label={texts.linkedInUrl} type="url" {...field('linkedin_url')} slotProps={{ htmlInput: { maxLength: 300 } }} />
          </Box>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={add.isPending}>
            {texts.add}
          </Button>
        </Box>
      </Paper>
      <Box component="section" aria-labelledby="layoffs-people-heading">
        <Typography id="layoffs-people-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {texts.people}
        </Typography>
        {own.isPending ? (
          <CircularProgress aria-label={texts.loading} />
        ) : own.isError ? (
          <Alert severity="error" action={<Button onClick={() => void own.refetch()}>{texts.retry}</Button>}>
            {own.error.message}
          </Alert>
        ) : people.length === 0 ? (
          <Alert severity="info">{texts.noPeople}</Alert>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby="layoffs-people-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.person}</TableCell>
                  <TableCell>{texts.role}</TableCell>
                  <TableCell>{texts.state}</TableCell>
                  <TableCell>{texts.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {people.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>
                      <Typography sx={{ fontWeight: 500 }}>{p.name}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {p.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{p.role}</TableCell>
                    <TableCell>
                      <Chip size="small" color={stateColor[p.state ?? ''] ?? 'default'} label={texts.states[p.state ?? ''] ?? p.state} />
                      {p.expired ? <Typography variant="body2">{texts.expiredNote}</Typography> : null}
                      {p.state === 'removed' && p.removed_by ? <Typography variant="body2">{texts.removedBy(p.removed_by)}</Typography> : null}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        {p.state === 'pending' ? (
                          <Button size="small" onClick={() => onResend(p)} disabled={resend.isPending} aria-label={texts.resendTo(p.name ?? '')}>
                            {texts.resend}
                          </Button>
                        ) : null}
                        {p.state === 'pending' || p.state === 'listed' ? (
                          <Button size="small" color="error" onClick={() => setConfirming(p)} aria-label={texts.takeOffOf(p.name ?? '')}>
                            {texts.takeOff}
                          </Button>
                        ) : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="layoffs-confirm-title">
        <DialogTitle id="layoffs-confirm-title">{texts.takeOff}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.takeOffConfirm(confirming?.name ?? '')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{texts.cancel}</Button>
          <Button color="error" variant="contained" onClick={onWithdraw} disabled={withdraw.isPending}>
            {texts.takeOff}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
