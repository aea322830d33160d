import {
  Alert, Box, Button, Chip, CircularProgress, Collapse, Dialog, DialogContent, DialogTitle, List, ListItem, Stack, Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions } from '../../../api/queries/user-context';
import { emailKeys, useApplicationEmails, type Email } from '../api/emails';
import { when } from '../format';
import { texts } from '../texts';
import { SendEmailForm, type EmailCandidate } from './send-email-form';

const statusColour = { queued: 'default', sent: 'success', kept: 'info', suppressed: 'error' } as const;

function EmailRow({ email }: { email: Email }) {
  const [open, setOpen] = useState(false);
  const kind = email.calendar_method ? texts.calendarMethod[email.calendar_method] : texts.emailKind[email.kind ?? ''];
  const textId = `email-text-${email.id}`;
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {email.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[kind, texts.to(email.to ?? ''), email.sent_by && texts.sentBy(email.sent_by), when(email.sent_at || email.created_at)].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Chip size="small" variant="outlined" color={statusColour[email.status ?? 'queued']} label={texts.emailStatus[email.status ?? 'queued']} />
      </Stack>
      {email.status === 'suppressed' && (
        <Typography variant="body2" color="warning.dark">
          {texts.suppressed}
        </Typography>
      )}
      {email.error && email.status === 'queued' && (
        <Typography variant="body2" color="warning.dark">
          {texts.failed(email.error)}
        </Typography>
      )}
      <Button size="small" onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls={textId} sx={{ mt: 0.5, px: 0 }}>
        {open ? texts.hideText : texts.showText}
      </Button>
      <Collapse in={open} id={textId}>
        <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'grey.50', p: 1.5, borderRadius: 1, m: 0 }}>
          {email.text}
        </Typography>
      </Collapse>
    </ListItem>
  );
}

// ApplicationEmails is the timeline's Emails tab: every mail to or about the
// application with its delivery status, and the send-email form for those
// who may email the candidate.
export function ApplicationEmails({ candidate }: { candidate: EmailCandidate }) {
  const { can } = usePermissions();
  const emails = useApplicationEmails(candidate.slug);
  const client = useQueryClient();
  const [composing, setComposing] = useState(false);
  const list = emails.data?.emails ?? [];

  return (
    <Box>
      {can('applications.email') && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setComposing(true)}>
            {texts.sendEmailTitle}
          </Button>
        </Box>
      )}
      {emails.isPending && <CircularProgress size={24} aria-label={texts.loading} />}
      {emails.error && <Alert severity="error">{emails.error.message}</Alert>}
      {!emails.isPending && !emails.error && list.length === 0 && <Typography color="text.secondary">{texts.noEmails}</Typography>}
      {list.length > 0 && (
        <List disablePadding aria-label={texts.emailsLabel}>
          {list.map((email) => (
            <EmailRow key={email.id} email={email} />
          ))}
        </List>
      )}
      <Dialog open={composing} onClose={() => setComposing(false)} fullWidth maxWidth="sm" aria-labelledby="send-email-title">
        <DialogTitle id="send-email-title">{texts.sendEmailTitle}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <SendEmailForm
              candidate={candidate}
              onCancel={() => setComposing(false)}
              onSent={() => {
                setComposing(false);
                void client.invalidateQueries({ queryKey: emailKeys.of(candidate.slug) });
              }}
            />
          </Box>
        </DialogContent>
      </Dialog>
    </Box>
  );
}
