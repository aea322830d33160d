import {
  Alert, Autocomplete, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle,
  List, ListItem, Stack, TextField, Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { usePermissions } from '../../../api/queries/user-context';
import { useSnackbar } from '../../../components/toasts';
import { useAddNote, useDeleteNote, useMentionable, useNotes, useUpdateNote, type Note, type NoteInput, type Person } from '../api/notes';
import { when } from '../format';
import { texts } from '../texts';

type EditorProps = {
  slug: string;
  initial?: Note;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: NoteInput, reset: () => void) => void;
  onCancel?: () => void;
};

// NoteEditor is the note's text and the colleagues it mentions; the picker
// offers only colleagues who can see the job (the server checks again).
function NoteEditor({ slug, initial, busy, submitLabel, busyLabel, onSubmit, onCancel }: EditorProps) {
  const [body, setBody] = useState(initial?.body ?? '');
  const [mentions, setMentions] = useState<Person[]>(initial?.mentions ?? []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [error, setError] = useState('');
  // Colleagues load when the picker is first used, or for an edit.
  const mentionable = useMentionable(slug, pickerOpen || Boolean(initial));
  const idPrefix = initial ? `note-${initial.id}` : 'new-note';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(texts.noteRequired);
      return;
    }
    setError('');
    onSubmit({ body, mention_ids: mentions.map((m) => m.id ?? 0) }, () => {
      setBody('');
      setMentions([]);
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={initial ? texts.edit : texts.addNote}>
      <Stack spacing={1.5}>
        <TextField id={`${idPrefix}-body`} label={texts.note} value={body} onChange={(e) => setBody(e.target.value)} multiline minRows={initial ? 2 : 3}
          error={Boolean(error)} helperText={error || undefined} slotProps={{ htmlInput: { maxLength: 10000 } }} />
        <Autocomplete
          multiple
          id={`${idPrefix}-mentions`}
          options={mentionable.data?.users ?? []}
          loading={mentionable.isFetching}
          value={mentions}
          onChange={(_, value) => setMentions(value)}
          onOpen={() => setPickerOpen(true)}
          getOptionLabel={(p) => p.name ?? ''}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={texts.mention} helperText={texts.mentionHelp} />}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {texts.cancel}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function NoteItem({ slug, note }: { slug: string; note: Note }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateNote(slug);
  const remove = useDeleteNote(slug);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fail = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });

  if (editing) {
    return (
      <ListItem divider sx={{ display: 'block', py: 2 }}>
        <NoteEditor slug={slug} initial={note} busy={update.isPending} submitLabel={texts.save} busyLabel={texts.saving}
          onCancel={() => setEditing(false)}
          onSubmit={(input) => update.mutate({ id: note.id ?? 0, input }, { onSuccess: () => setEditing(false), onError: fail })} />
      </ListItem>
    );
  }
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {note.author_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {when(note.created_at)}
        {note.updated_at && note.updated_at !== note.created_at ? ` · ${texts.edited}` : ''}
      </Typography>
      <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>
        {note.body}
      </Typography>
      {(note.mentions ?? []).length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={texts.mentioned}>
          {(note.mentions ?? []).map((m) => (
            <Chip key={m.id} size="small" label={`@${m.name}`} />
          ))}
        </Stack>
      )}
      {note.mine && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setEditing(true)} aria-label={`${texts.edit}: ${note.body?.slice(0, 40)}`}>
            {texts.edit}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={`${texts.delete}: ${note.body?.slice(0, 40)}`}>
            {texts.delete}
          </Button>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`delete-note-${note.id}`}>
        <DialogTitle id={`delete-note-${note.id}`}>{texts.deleteNote}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.deleteNoteHelp}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{texts.cancel}</Button>
          <Button color="error" disabled={remove.isPending}
            onClick={() => remove.mutate(note.id ?? 0, { onSuccess: () => { setConfirming(false); enqueueSnackbar(texts.noteDeleted, { variant: 'success' }); }, onError: fail })}>
            {texts.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </ListItem>
  );
}

// ApplicationNotes is the timeline's Notes tab: notes newest first, written
// with mentions of colleagues; only the author edits or deletes a note.
export function ApplicationNotes({ slug }: { slug: string }) {
  const { can } = usePermissions();
  const { enqueueSnackbar } = useSnackbar();
  const notes = useNotes(slug);
  const add = useAddNote(slug);
  const list = notes.data?.notes ?? [];

  return (
    <Box>
      {can('notes.write') && (
        <Box sx={{ mb: 3 }}>
          <NoteEditor slug={slug} busy={add.isPending} submitLabel={texts.addNote} busyLabel={texts.adding}
            onSubmit={(input, reset) => add.mutate(input, {
              onSuccess: () => { reset(); enqueueSnackbar(texts.noteAdded, { variant: 'success' }); },
              onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
            })} />
        </Box>
      )}
      {notes.isPending && <CircularProgress size={24} aria-label={texts.loading} />}
      {notes.error && <Alert severity="error">{notes.error.message}</Alert>}
      {!notes.isPending && !notes.error && list.length === 0 && <Typography color="text.secondary">{texts.noNotes}</Typography>}
      {list.length > 0 && (
        <List disablePadding aria-label={texts.notesLabel}>
          {list.map((note) => (
            <NoteItem key={note.id} slug={slug} note={note} />
          ))}
        </List>
      )}
    </Box>
  );
}
