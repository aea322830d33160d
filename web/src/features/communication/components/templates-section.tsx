import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Grid, List, ListItem, ListItemText,
  Paper, Stack, TextField, Typography,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useVocabulary } from '../../../api/queries/vocabulary';
import { useSnackbar } from '../../../components/toasts';
import type { ApiError } from '../../../api/client';
import { useDeleteTemplate, useSaveTemplate, useTextTemplates, type TextTemplate } from '../api/templates';
import { exampleValues, fillTemplate, unknownVariables, type TemplateVariable } from '../template-preview';
import { texts } from '../texts';

type Field = 'name' | 'subject' | 'body';

// TemplateEditor writes a template with a live preview filled with each
// variable's example; a variable chip inserts itself where the cursor was in
// the subject or the body.
function TemplateEditor({ template, variables, onClose }: { template?: TextTemplate; variables: TemplateVariable[]; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveTemplate();
  const [values, setValues] = useState({ name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const target = useRef<{ field: 'subject' | 'body'; element: HTMLInputElement | HTMLTextAreaElement | null }>({ field: 'body', element: null });

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const remember = (field: 'subject' | 'body') => (event: { target: EventTarget }) => {
    target.current = { field, element: event.target as HTMLInputElement | HTMLTextAreaElement };
  };
  const insert = (name: string) => {
    const { field, element } = target.current;
    const text = `{{${name}}}`;
    const current = values[field];
    const at = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? at;
    set(field, current.slice(0, at) + text + current.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const unknown = unknownVariables(`${values.subject} ${values.body}`, variables);
  const examples = exampleValues(variables);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      name: values.name.trim() ? undefined : texts.nameRequired,
      subject: values.subject.trim() ? undefined : texts.subjectRequired,
      body: values.body.trim() ? undefined : texts.bodyRequired,
    };
    setErrors(found);
    if (found.name || found.subject || found.body) return;
    save.mutate(
      { id: template?.id, input: values },
      {
        onSuccess: () => {
          enqueueSnackbar(texts.templateSaved, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const fields = (error as ApiError).fieldErrors ?? {};
          setErrors({ name: fields.name?.[0], subject: fields.subject?.[0], body: fields.body?.[0] });
          enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="template-editor-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="template-editor-title">{template ? texts.editTemplate : texts.newTemplate}</DialogTitle>
        <DialogContent>
          <Grid container spacing={3} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                <TextField label={texts.name} value={values.name} onChange={(e) => set('name', e.target.value)} required
                  error={Boolean(errors.name)} helperText={errors.name} slotProps={{ htmlInput: { maxLength: 100 } }} autoFocus />
                <TextField label={texts.subject} value={values.subject} onChange={(e) => set('subject', e.target.value)} required
                  onFocus={remember('subject')} onSelect={remember('subject')}
                  error={Boolean(errors.subject)} helperText={errors.subject} slotProps={{ htmlInput: { maxLength: 300 } }} />
                <TextField label={texts.body} value={values.body} onChange={(e) => set('body', e.target.value)} required multiline minRows={8}
                  onFocus={remember('body')} onSelect={remember('body')}
                  error={Boolean(errors.body)} helperText={errors.body} />
                <Box>
                  <Typography variant="subtitle2" component="h3" id="template-variables" sx={{ mb: 1 }}>
                    {texts.variables}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-labelledby="template-variables">
                    {variables.map((v) => (
                      <Chip key={v.name} label={`{{${v.name}}}`} title={v.description} onClick={() => insert(v.name ?? '')}
                        aria-label={texts.insertVariable(v.name ?? '')} variant="outlined" />
                    ))}
                  </Stack>
                </Box>
                {unknown.length > 0 && <Alert severity="warning">{texts.unknownVariables(unknown)}</Alert>}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Paper variant="outlined" component="section" aria-labelledby="template-preview-title" sx={{ p: 2, bgcolor: 'grey.50', height: '100%' }}>
                <Typography variant="subtitle2" component="h3" id="template-preview-title">
                  {texts.preview}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {texts.previewHelp}
                </Typography>
                <Typography variant="subtitle1" sx={{ mt: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="preview-subject">
                  {fillTemplate(values.subject, examples)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-body">
                  {fillTemplate(values.body, examples)}
                </Typography>
              </Paper>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? texts.saving : texts.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

// TemplatesSection is Recruitment Setup's email templates: the list, and for
// those who manage them, add, edit and delete.
export function TemplatesSection({ editable }: { editable: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const templates = useTextTemplates();
  const vocabulary = useVocabulary();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<TextTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TextTemplate | null>(null);
  const list = templates.data?.templates ?? [];
  const variables = vocabulary.data?.template_variables ?? [];

  return (
    <Box>
      {editable && (
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
          {texts.newTemplate}
        </Button>
      )}
      {templates.isPending && <Typography color="text.secondary">{texts.loading}</Typography>}
      {templates.error && <Alert severity="error">{templates.error.message}</Alert>}
      {!templates.isPending && list.length === 0 && <Typography color="text.secondary">{texts.noTemplates}</Typography>}
      {list.length > 0 && (
        <List disablePadding aria-label={texts.templatesTitle}>
          {list.map((t) => (
            <ListItem key={t.id} divider
              secondaryAction={editable && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setEditing(t)} aria-label={`${texts.edit} ${t.name}`}>
                    {texts.edit}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(t)} aria-label={`${texts.delete} ${t.name}`}>
                    {texts.delete}
                  </Button>
                </Stack>
              )}>
              <ListItemText primary={t.name} secondary={t.subject} sx={{ pr: editable ? 18 : 0 }} />
            </ListItem>
          ))}
        </List>
      )}
      {editing && <TemplateEditor template={editing === 'new' ? undefined : editing} variables={variables} onClose={() => setEditing(null)} />}
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)} aria-labelledby="delete-template-title">
        <DialogTitle id="delete-template-title">{deleting && texts.deleteTemplate(deleting.name ?? '')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.deleteTemplateHelp}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{texts.cancel}</Button>
          <Button color="error" disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting.id ?? 0, {
              onSuccess: () => { setDeleting(null); enqueueSnackbar(texts.templateDeleted, { variant: 'success' }); },
              onError: (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
            })}>
            {texts.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
