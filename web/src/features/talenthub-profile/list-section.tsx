import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import { errorText, fieldError } from './error-text';

export type ListField = {
  key: string;
  label: string;
  helper?: string;
  placeholder?: string;
  multiline?: boolean;
  type?: 'url' | 'text';
};

type Item = { id: number } & Record<string, string | number>;
type Mutation<I> = {
  mutate: (input: I, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
};

// ListSection is one list of the profile (experiences, projects,
// educations): its items with Edit and Delete, and a dialog that adds or
// changes one. The server checks every field; its messages show by field.
export function ListSection<T extends Item>(props: {
  id: string;
  title: string;
  noun: string;
  empty: string;
  items: T[];
  fields: ListField[];
  describe: (item: T) => { primary: string; secondary?: string };
  add: Mutation<Record<string, string>>;
  update: Mutation<Record<string, string | number>>;
  remove: Mutation<number>;
}) {
  const { id, title, noun, empty, items, fields, describe, add, update, remove } = props;
  const [editing, setEditing] = useState<{ id: number; values: Record<string, string> } | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const blank = () => Object.fromEntries(fields.map((f) => [f.key, '']));
  const pending = add.isPending || update.isPending;
  const error = editing?.id ? update.error : add.error;

  function open(item?: T) {
    add.reset();
    update.reset();
    setEditing(item ? { id: item.id, values: Object.fromEntries(fields.map((f) => [f.key, String(item[f.key] ?? '')])) } : { id: 0, values: blank() });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const done = { onSuccess: () => setEditing(null), onError: (e: Error) => enqueueSnackbar(errorText(e), { variant: 'error' }) };
    if (editing.id) update.mutate({ ...editing.values, id: editing.id }, done);
    else add.mutate(editing.values, done);
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          <Button variant="outlined" onClick={() => open()}>
            Add {noun}
          </Button>
        </Stack>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <List aria-label={title}>
            {items.map((item) => {
              const d = describe(item);
              return (
                <ListItem
                  key={item.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Box>
                      <Button size="small" onClick={() => open(item)} aria-label={`Edit ${d.primary}`}>
                        Edit
                      </Button>
                      <IconButton
                        size="small"
                        aria-label={`Delete ${d.primary}`}
                        onClick={() =>
                          remove.mutate(item.id, { onSuccess: () => undefined, onError: (e) => enqueueSnackbar(errorText(e), { variant: 'error' }) })
                        }
                      >
                        ×
                      </IconButton>
                    </Box>
                  }
                >
                  <ListItemText primary={d.primary} secondary={d.secondary} sx={{ pr: 12 }} />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
      <Dialog open={!!editing} onClose={() => setEditing(null)} fullWidth maxWidth="sm" aria-labelledby={`${id}-dialog-title`}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={`${id}-dialog-title`}>{editing?.id ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {fields.map((f) => {
                const message = fieldError(error, f.key);
                return (
                  <TextField
                    key={f.key}
                    label={f.label}
                    type={f.type ?? 'text'}
                    placeholder={f.placeholder}
                    value={editing?.values[f.key] ?? ''}
                    onChange={(e) => editing && setEditing({ ...editing, values: { ...editing.values, [f.key]: e.target.value } })}
                    multiline={f.multiline}
                    minRows={f.multiline ? 3 : undefined}
                    error={!!message}
                    helperText={message ?? f.helper}
                    fullWidth
                  />
                );
              })}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? 'Please wait...' : 'Save'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
