import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useRequestData, useVerifyDataRequest } from './api/privacy';
import { texts } from './texts';

function Frame({ title, children }: { title: string; children: ReactNode }) {
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

const message = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

// DataRequestPage is /data-request/{companySlug}, linked from the careers
// pages' footer: a visitor asks for a copy or the erasure of their data;
// a link to confirm is mailed to the address.
export function DataRequestPage() {
  const { companySlug = '' } = useParams();
  const send = useRequestData();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'export' | 'erase'>('export');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : texts.badEmail;
    setError(bad);
    if (!bad) send.mutate({ company_slug: companySlug, email: email.trim(), kind, website });
  };
  return (
    <Frame title={texts.pageTitle}>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {send.data?.message}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography>{texts.pageIntro}</Typography>
          {send.isError && <Alert severity="error">{message(send.error)}</Alert>}
          <TextField label={texts.email} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={!!error} helperText={error} required />
          <FormControl>
            <FormLabel id="kind-label">{texts.kindLabel}</FormLabel>
            <RadioGroup aria-labelledby="kind-label" value={kind} onChange={(e) => setKind(e.target.value as 'export' | 'erase')}>
              <FormControlLabel value="export" control={<Radio />} label={texts.kindExport} />
              <FormControlLabel value="erase" control={<Radio />} label={texts.kindErase} />
            </RadioGroup>
          </FormControl>
          {/* Hidden from people; bots fill it. */}
          <Box sx={{ position: 'absolute', left: '-10000px' }} aria-hidden="true">
            <label>
              Website
              <input tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
            </label>
          </Box>
          <div>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              {texts.send}
            </Button>
          </div>
        </Stack>
      )}
    </Frame>
  );
}

// DataRequestConfirmPage is /data-request-confirm?token=…, the mailed link:
// a click confirms (a mail scanner opening the link confirms nothing).
export function DataRequestConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyDataRequest();
  return (
    <Frame title={texts.confirmTitle}>
      <Stack spacing={2}>
        {verify.isError && <Alert severity="error">{message(verify.error)}</Alert>}
        {verify.isSuccess ? (
          <Alert severity="success" role="status">
            {texts.confirmed(verify.data?.company ?? '')}
          </Alert>
        ) : (
          <div>
            <Button variant="contained" disabled={!token || verify.isPending} onClick={() => verify.mutate(token)}>
              {texts.confirmButton}
            </Button>
          </div>
        )}
      </Stack>
    </Frame>
  );
}
