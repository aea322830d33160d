import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/toasts';
import { VisuallyHidden } from '../../components/visually-hidden';
import { AdminGate } from './admin-gate';
import { useAddCatalogueSkill, useCatalogue, useRemoveCatalogueSkill, useUpdateCatalogueSkill, type CatalogueSkill } from './api/catalogue-skills';
import {
  addSkillText,
  addSkillTitle,
  allCategoriesText,
  cancelText,
  categoryFilterLabel,
  editText,
  noMatchingSkillsText,
  removeSkillBody,
  removeSkillTitle,
  removeText,
  retryText,
  saveText,
  skillAddedToast,
  skillCategoryLabel,
  skillFilterLabel,
  skillNameLabel,
  skillRemovedToast,
  skillSavedToast,
  skillsCountText,
  skillsIntro,
  skillsTitle,
  somethingWrongText,
} from './texts';

// SkillsCataloguePage is /talenthub/admin/skills: platform admins find a
// skill by name or category, add one, rename or recategorise one in its
// row, and remove one after confirming.
export function SkillsCataloguePage() {
  return (
    <AdminGate>
      <SkillsCatalogue />
    </AdminGate>
  );
}

// fieldMessage is the server's word on one field, or its message.
function fieldMessage(err: Error | null, field: string): string | undefined {
  if (!err) return undefined;
  if (err instanceof ApiError && err.fieldErrors[field]?.length) return err.fieldErrors[field][0];
  return undefined;
}

function generalMessage(err: Error | null): string | undefined {
  if (!err) return undefined;
  if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) return undefined;
  return err.message || somethingWrongText;
}

function SkillsCatalogue() {
  const list = useCatalogue();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [removing, setRemoving] = useState<CatalogueSkill | null>(null);
  const skills = useMemo(() => list.data ?? [], [list.data]);
  const categories = useMemo(() => [...new Set(skills.map((s) => s.category))].sort((a, b) => a.localeCompare(b)), [skills]);
  const needle = q.trim().toLowerCase();
  const shown = skills.filter((s) => (!category || s.category === category) && (!needle || s.name.toLowerCase().includes(needle)));
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {skillsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {skillsIntro}
      </Typography>
      <AddSkill categories={categories} />
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" aria-label="Loading skills" />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{retryText}</Button>}>
          {list.error.message || somethingWrongText}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={skillFilterLabel} value={q} onChange={(e) => setQ(e.target.value)} sx={{ flex: 2 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
            <TextField select label={categoryFilterLabel} value={category} onChange={(e) => setCategory(e.target.value)} sx={{ flex: 1, minWidth: 200 }}>
              <MenuItem value="">{allCategoriesText}</MenuItem>
              {categories.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography role="status" color="text.secondary">
            {skillsCountText(shown.length, skills.length)}
          </Typography>
          {shown.length === 0 ? (
            <Typography>{noMatchingSkillsText}</Typography>
          ) : (
            <TableContainer component={Card}>
              <Table aria-label={skillsTitle} size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{skillNameLabel}</TableCell>
                    <TableCell>{skillCategoryLabel}</TableCell>
                    <TableCell>Slug</TableCell>
                    <TableCell>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((s) => (
                    <SkillRow key={s.slug} skill={s} categories={categories} onRemove={() => setRemoving(s)} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      )}
      {removing && <RemoveDialog skill={removing} onClose={() => setRemoving(null)} />}
    </Container>
  );
}

// CategoryField offers the categories in use and takes a new one.
function CategoryField({
  value,
  onChange,
  categories,
  error,
  label = skillCategoryLabel,
}: {
  value: string;
  onChange: (v: string) => void;
  categories: string[];
  error?: string;
  label?: string;
}) {
  return (
    <Autocomplete
      freeSolo
      options={categories}
      inputValue={value}
      onInputChange={(_, v) => onChange(v)}
      sx={{ flex: 1, minWidth: 200 }}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={label}
          error={!!error}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 60 } }}
        />
      )}
    />
  );
}

function AddSkill({ categories }: { categories: string[] }) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const add = useAddCatalogueSkill();
  const { enqueueSnackbar } = useSnackbar();
  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate(
      { name, category },
      {
        onSuccess: () => {
          enqueueSnackbar(skillAddedToast(name.trim()), { variant: 'success' });
          setName('');
          setCategory('');
        },
      },
    );
  }
  const general = generalMessage(add.error);
  return (
    <Card variant="outlined" component="form" onSubmit={submit} aria-labelledby="add-skill-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="add-skill-title" variant="h6" component="h2" gutterBottom>
        {addSkillTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          required
          label={skillNameLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ flex: 2 }}
          error={!!fieldMessage(add.error, 'name')}
          helperText={fieldMessage(add.error, 'name')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <CategoryField value={category} onChange={setCategory} categories={categories} error={fieldMessage(add.error, 'category')} />
        <Button type="submit" variant="contained" disabled={add.isPending} sx={{ minHeight: 56 }}>
          {addSkillText}
        </Button>
      </Stack>
      {general && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {general}
        </Alert>
      )}
    </Card>
  );
}

function SkillRow({ skill, categories, onRemove }: { skill: CatalogueSkill; categories: string[]; onRemove: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(skill.name);
  const [category, setCategory] = useState(skill.category);
  const update = useUpdateCatalogueSkill();
  const { enqueueSnackbar } = useSnackbar();
  if (!editing) {
    return (
      <TableRow>
        <TableCell>{skill.name}</TableCell>
        <TableCell>{skill.category}</TableCell>
        <TableCell>
          <code>{skill.slug}</code>
        </TableCell>
        <TableCell align="right">
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              aria-label={`${editText} ${skill.name}`}
              onClick={() => {
                setName(skill.name);
                setCategory(skill.category);
                update.reset();
                setEditing(true);
              }}
            >
              {editText}
            </Button>
            <Button size="small" color="error" aria-label={`${removeText} ${skill.name}`} onClick={onRemove}>
              {removeText}
            </Button>
          </Stack>
        </TableCell>
      </TableRow>
    );
  }
  function save(e: FormEvent) {
    e.preventDefault();
    update.mutate(
      { slug: skill.slug, name, category },
      {
        onSuccess: () => {
          enqueueSnackbar(skillSavedToast(name.trim()), { variant: 'success' });
          setEditing(false);
        },
      },
    );
  }
  const general = generalMessage(update.error);
  const formId = `edit-skill-${skill.slug}`;
  return (
    <TableRow>
      <TableCell colSpan={4}>
        <Stack component="form" id={formId} onSubmit={save} spacing={1} aria-label={`${editText} ${skill.name}`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              required
              autoFocus
              size="small"
              label={skillNameLabel}
              value={name}
              onChange={(e) => setName(e.target.value)}
              sx={{ flex: 2 }}
              error={!!fieldMessage(update.error, 'name')}
              helperText={fieldMessage(update.error, 'name')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <CategoryField value={category} onChange={setCategory} categories={categories} error={fieldMessage(update.error, 'category')} />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" size="small" disabled={update.isPending}>
                {saveText}
              </Button>
              <Button size="small" onClick={() => setEditing(false)}>
                {cancelText}
              </Button>
            </Stack>
          </Stack>
          {general && <Alert severity="error">{general}</Alert>}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function RemoveDialog({ skill, onClose }: { skill: CatalogueSkill; onClose: () => void }) {
  const remove = useRemoveCatalogueSkill();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-skill-title" aria-describedby="remove-skill-body">
      <DialogTitle id="remove-skill-title">{removeSkillTitle(skill.name)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-skill-body">{removeSkillBody}</DialogContentText>
        {remove.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {remove.error.message || somethingWrongText}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelText}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(skill.slug, {
              onSuccess: () => {
                enqueueSnackbar(skillRemovedToast(skill.name), { variant: 'success' });
                onClose();
              },
            })
          }
        >
          {removeText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
