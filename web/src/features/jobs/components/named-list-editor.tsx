import { Box, Button, IconButton, List, ListItem, ListItemText, TextField, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState, type FormEvent } from 'react';
import { loadingText } from '../texts';
import { EmptyState } from './empty-state';

type Item = { key: string; title: string; removable: boolean };

type Props = {
  items: Item[];
  loading: boolean;
  editable: boolean;
  emptyText: string;
  addLabel: string;
  onAdd: (title: string) => Promise<unknown>;
  onRemove: (key: string) => Promise<unknown>;
};

// NamedListEditor lists named items (sources, tags) with an add field and a
// remove button, for recruitment setup.
export function NamedListEditor({ items, loading, editable, emptyText, addLabel, onAdd, onRemove }: Props) {
  const [title, setTitle] = useState('');
  const { enqueueSnackbar } = useSnackbar();
  const fail = (error: Error) => enqueueSnackbar(error.message || 'Something went wrong', { variant: 'error' });

  function add(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    onAdd(title.trim()).then(() => setTitle(''), fail);
  }

  if (loading) return <Typography color="text.secondary">{loadingText}</Typography>;
  return (
    <Box>
      {items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <List disablePadding>
          {items.map((item) => (
            <ListItem
              key={item.key}
              divider
              secondaryAction={
                editable && item.removable ? (
                  <Tooltip title="Remove">
                    <IconButton edge="end" aria-label={`Remove ${item.title}`} onClick={() => onRemove(item.key).catch(fail)}>
                      ×
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <ListItemText primary={item.title} />
            </ListItem>
          ))}
        </List>
      )}
      {editable && (
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <TextField size="small" label={addLabel} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 60 } }} />
          <Button type="submit" variant="outlined" disabled={!title.trim()}>
            Add
          </Button>
        </Box>
      )}
    </Box>
  );
}
