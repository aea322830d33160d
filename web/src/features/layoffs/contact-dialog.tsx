import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/toasts';
import { useContact, type ContactInput, type Listing } from './api/layoffs';
import { texts } from './texts';

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

type Errors = Partial<Record<keyof ContactInput, string>>;

function check(v: ContactInput): Errors {
  const e: Errors = {};
  if (!v.name.trim()) e.name = texts.required('name');
  if (!v.email.trim()) e.email = texts.required('email');
  else if (!emailPattern.test(v.email.trim())) e.email = texts.invalidEmail;
  if (!v.company.trim()) e.company = texts.required('company');
  if (!v.message.trim()) e.message = texts.required('message');
  else if (v.message.length > 2000) e.message = texts.messageTooLong;
  return e;
}

// ContactDialog writes to a listed person: Hirekit mails them the message
// with the sender's address; theirs stays hidden.
export function ContactDialog({ person, onClose }: { person: Listing; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const contact = useContact(person.id ?? 0);
  const [values, setValues] = useState<ContactInput>({ name: '', email: '', company: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const name = person.name ?? '';

  const field = (key: keyof ContactInput) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
    error: !!errors[key],
    helperText: errors[key],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    contact.mutate(values, {
      onSuccess: (r) => {
        enqueueSnackbar(r?.message || texts.sent, { variant: 'success' });
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) {
          setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0]])) as Errors);
        } else setFailure(e.message);
      },
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="layoffs-contact-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="layoffs-contact-title">{texts.contactTitle(name)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">{texts.contactIntro}</Alert>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField label={texts.yourName} required autoComplete="name" {...field('name')} slotProps={{ htmlInput: { maxLength: 150 } }} />
            <TextField label={texts.yourEmail} required type="email" autoComplete="email" {...field('email')} slotProps={{ htmlInput: { maxLength: 254 } }} />
            <TextField label={texts.yourCompany} required autoComplete="organization" {...field('company')} slotProps={{ htmlInput: { maxLength: 150 } }} />
            <TextField label={texts.message} required multiline minRows={4} {...field('message')} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={contact.isPending}>
            {texts.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
