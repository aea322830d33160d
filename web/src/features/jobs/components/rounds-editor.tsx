import { Autocomplete, Box, Button, Chip, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState } from 'react';
import { useCreateRound } from '../api/create-round';
import { useDeleteRound } from '../api/delete-round';
import { useRounds, type Round } from '../../../api/queries/rounds';
import { useReorderRounds } from '../api/reorder-rounds';
import { useUpdateRound } from '../api/update-round';
import { moveItem } from '../job-form-model';
import { addRoundText, attributesHelpText, attributesText, cancelText, loadingText, noRoundsText, roundNameText, saveText, somethingWentWrongText } from '../texts';
import { EmptyState } from './empty-state';

type DraftProps = { initial: { name: string; attributes: string[] }; busy: boolean; onSave: (name: string, attributes: string[]) => void; onCancel: () => void };

function RoundDraft({ initial, busy, onSave, onCancel }: DraftProps) {
  const [name, setName] = useState(initial.name);
  const [attributes, setAttributes] = useState(initial.attributes);
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField size="small" label={roundNameText} value={name} onChange={(e) => setName(e.target.value)} autoFocus fullWidth />
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={attributes}
        onChange={(_, value) => setAttributes(value.map((v) => v.trim()).filter(Boolean))}
        renderValue={(value, getItemProps) => value.map((option, index) => <Chip size="small" label={option} {...getItemProps({ index })} key={option} />)}
        renderInput={(params) => <TextField {...params} size="small" label={attributesText} helperText={attributesHelpText} />}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel} disabled={busy}>
          {cancelText}
        </Button>
        <Button size="small" variant="contained" disabled={busy || name.trim() === ''} onClick={() => onSave(name.trim(), attributes)}>
          {saveText}
        </Button>
      </Box>
    </Stack>
  );
}

// RoundsEditor lists a job's rounds (or the company template's without a
// job) and adds, renames, sets attributes, deletes and reorders them.
export function RoundsEditor({ requisitionId, editable }: { requisitionId?: number; editable: boolean }) {
  const rounds = useRounds(requisitionId);
  const create = useCreateRound(requisitionId);
  const update = useUpdateRound(requisitionId);
  const remove = useDeleteRound(requisitionId);
  const reorder = useReorderRounds(requisitionId);
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list: Round[] = rounds.data?.rounds ?? [];
  const fail = (error: Error) => enqueueSnackbar(error.message || somethingWentWrongText, { variant: 'error' });

  if (rounds.isPending) return <Typography color="text.secondary">{loadingText}</Typography>;
  if (rounds.isError) return <Typography color="error">{rounds.error.message || somethingWentWrongText}</Typography>;

  return (
    <Stack spacing={1.5}>
      {list.length === 0 && editing !== 'new' && <EmptyState text={noRoundsText} />}
      {list.map((round, i) => (
        <Paper key={round.id} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }} data-testid="round">
          {editing === round.id ? (
            <RoundDraft
              initial={{ name: round.name ?? '', attributes: round.attributes ?? [] }}
              busy={update.isPending}
              onCancel={() => setEditing(null)}
              onSave={(name, attributes) => update.mutate({ id: round.id!, input: { name, attributes } }, { onSuccess: () => setEditing(null), onError: fail })}
            />
          ) : (
            <>
              <Typography sx={{ color: 'text.secondary', minWidth: 24 }}>{i + 1}.</Typography>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{round.name}</Typography>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                  {(round.attributes ?? []).map((a) => (
                    <Chip key={a} size="small" variant="outlined" label={a} />
                  ))}
                </Box>
              </Box>
              {editable && (
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  <Tooltip title="Move up">
                    <span>
                      <IconButton size="small" aria-label={`Move ${round.name} up`} disabled={i === 0 || reorder.isPending} onClick={() => reorder.mutate(moveItem(list, i, -1).map((r) => r.id!), { onError: fail })}>
                        ↑
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move down">
                    <span>
                      <IconButton size="small" aria-label={`Move ${round.name} down`} disabled={i === list.length - 1 || reorder.isPending} onClick={() => reorder.mutate(moveItem(list, i, 1).map((r) => r.id!), { onError: fail })}>
                        ↓
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Button size="small" onClick={() => setEditing(round.id!)}>
                    Edit
                  </Button>
                  <Button size="small" color="error" disabled={remove.isPending} onClick={() => window.confirm(`Delete the round ${round.name}?`) && remove.mutate(round.id!, { onError: fail })}>
                    Delete
                  </Button>
                </Box>
              )}
            </>
          )}
        </Paper>
      ))}
      {editing === 'new' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <RoundDraft
            initial={{ name: '', attributes: [] }}
            busy={create.isPending}
            onCancel={() => setEditing(null)}
            onSave={(name, attributes) => create.mutate({ name, attributes }, { onSuccess: () => setEditing(null), onError: fail })}
          />
        </Paper>
      )}
      {editable && editing !== 'new' && (
        <Box>
          <Button variant="outlined" size="small" onClick={() => setEditing('new')}>
            {addRoundText}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
