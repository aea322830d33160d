import { Box, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState, type FormEvent } from 'react';
import { useCreateDesignation } from '../api/create-designation';
import { useDeleteDesignation } from '../api/delete-designation';
import { useDesignations, type Designation } from '../../../api/queries/designations';
import { useRenameDesignation } from '../api/rename-designation';
import { designationDeletedText, designationSavedText } from '../texts';

// DesignationsSection lets an admin add, rename and delete designations.
export function DesignationsSection() {
  const designations = useDesignations();
  const create = useCreateDesignation();
  const [title, setTitle] = useState('');
  const { enqueueSnackbar } = useSnackbar();

  function add(event: FormEvent) {
    event.preventDefault();
    create.mutate(title.trim(), {
      onSuccess: () => {
        setTitle('');
        enqueueSnackbar(designationSavedText, { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  }

  const rows = designations.data?.designations ?? [];
  return (
    <Stack spacing={2}>
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1 }}>
        <TextField label="New designation" size="small" value={title} onChange={(e) => setTitle(e.target.value)} sx={{ flexGrow: 1, maxWidth: 360 }} />
        <Button type="submit" variant="contained" disabled={create.isPending || title.trim() === ''}>
          Add
        </Button>
      </Box>
      <Paper variant="outlined">
        <List dense aria-label="Designations">
          {rows.length === 0 && (
            <ListItem>
              <Typography color="text.secondary">{designations.isLoading ? 'Loading...' : 'No designations yet'}</Typography>
            </ListItem>
          )}
          {rows.map((item) => (
            <DesignationRow key={item.id} designation={item} />
          ))}
        </List>
      </Paper>
    </Stack>
  );
}

function DesignationRow({ designation }: { designation: Designation }) {
  const [editing, setEditing] = useState<string | null>(null);
  const rename = useRenameDesignation();
  const remove = useDeleteDesignation();
  const { enqueueSnackbar } = useSnackbar();
  const onError = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  const id = designation.id ?? 0;

  if (editing !== null) {
    return (
      <ListItem>
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            rename.mutate(
              { id, title: editing.trim() },
              {
                onSuccess: () => {
                  setEditing(null);
                  enqueueSnackbar(designationSavedText, { variant: 'success' });
                },
                onError,
              },
            );
          }}
          sx={{ display: 'flex', gap: 1, width: '100%' }}
        >
          <TextField size="small" label="Title" value={editing} onChange={(e) => setEditing(e.target.value)} autoFocus sx={{ flexGrow: 1, maxWidth: 360 }} />
          <Button type="submit" variant="contained" size="small" disabled={rename.isPending || editing.trim() === ''}>
            Save
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </Box>
      </ListItem>
    );
  }
  return (
    <ListItem
      secondaryAction={
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(designation.title ?? '')}>
            Rename
          </Button>
          <IconButton
            size="small"
            color="error"
            aria-label={`Delete ${designation.title}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(id, { onSuccess: () => enqueueSnackbar(designationDeletedText, { variant: 'success' }), onError })}
          >
            ✕
          </IconButton>
        </Stack>
      }
    >
      <ListItemText primary={designation.title} />
    </ListItem>
  );
}
