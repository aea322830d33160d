import { Alert, Box, Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePerformAction, type ActionResult } from '../../../api/queries/actions';
import { useSnackbar } from '../../../components/toasts';
import { useTextTemplates } from '../api/templates';
import { fillTemplate } from '../template-preview';
import { texts } from '../texts';

// EmailCandidate is who the form writes to: enough to fill the variables the
// page already knows.
export type EmailCandidate = { slug: string; name: string; email?: string; jobTitle?: string };

// EmailInitial prefills the form (the assistant's parsed email).
export type EmailInitial = { templateId?: number; subject?: string; body?: string };

type Props = {
  candidate: EmailCandidate;
  initial?: EmailInitial;
  onSent?: (result: ActionResult) => void;
  onCancel?: () => void;
};

// SendEmailForm is 'Send email to candidate': pick a template (or none),
// edit its subject and body, send through the action dispatcher, the path the
// assistant takes too. The server fills the {{variables}}; the preview fills
// those this page knows.
export function SendEmailForm({ candidate, initial = {}, onSent, onCancel }: Props) {
  const templates = useTextTemplates();
  const { enqueueSnackbar } = useSnackbar();
  const [templateId, setTemplateId] = useState<number | ''>(initial.templateId || '');
  const [subject, setSubject] = useState(initial.subject ?? '');
  const [body, setBody] = useState(initial.body ?? '');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const send = usePerformAction('send_candidate_email', (result) => {
    enqueueSnackbar(texts.sent, { variant: 'success' });
    onSent?.(result);
  });

  const list = templates.data?.templates ?? [];
  const choose = (id: number | '') => {
    setTemplateId(id);
    const chosen = list.find((t) => t.id === id);
    setSubject(chosen?.subject ?? '');
    setBody(chosen?.body ?? '');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { subject: subject.trim() ? undefined : texts.subjectRequired, body: body.trim() ? undefined : texts.bodyRequired };
    setErrors(found);
    if (found.subject || found.body) return;
    send.mutate(
      { template_data: { id: templateId || undefined, subject, body }, candidate_application_data: { slug: candidate.slug } },
      { onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }) },
    );
  };

  const known = { candidate_name: candidate.name, job_title: candidate.jobTitle ?? '' };
  const preview = fillTemplate(body, Object.fromEntries(Object.entries(known).filter(([, v]) => v)));

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={texts.sendEmailTitle}>
      <Stack spacing={2}>
        {candidate.email && (
          <Typography variant="body2" color="text.secondary">
            {texts.to(candidate.email)}
          </Typography>
        )}
        <TextField select label={texts.template} value={templateId} onChange={(e) => choose(e.target.value === '' ? '' : Number(e.target.value))}
          disabled={templates.isPending} helperText={templates.isPending ? texts.loading : list.length === 0 ? texts.noTemplatesYet : undefined}>
          <MenuItem value="">{texts.noTemplate}</MenuItem>
          {list.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {!templates.isPending && list.length === 0 && (
          <Link component={RouterLink} to="/recruitment-setup/templates" variant="body2">
            {texts.manageTemplates}
          </Link>
        )}
        <TextField label={texts.subject} value={subject} onChange={(e) => setSubject(e.target.value)} required
          error={Boolean(errors.subject)} helperText={errors.subject} slotProps={{ htmlInput: { maxLength: 300 } }} />
        <TextField label={texts.body} value={body} onChange={(e) => setBody(e.target.value)} required multiline minRows={6}
          error={Boolean(errors.body)} helperText={errors.body ?? texts.filledWhenSent} />
        {body.trim() && preview !== body && (
          <Alert severity="info" icon={false} aria-label={texts.preview}>
            <Typography variant="subtitle2" component="p">{texts.preview}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{preview}</Typography>
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={send.isPending}>
              {texts.cancel}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? texts.sending : texts.sendEmail}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
