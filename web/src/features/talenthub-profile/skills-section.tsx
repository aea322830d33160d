import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/toasts';
import { useAddSkill } from './api/add-skill';
import type { EditorProfile } from './api/get-own-profile';
import { useRemoveSkill } from './api/remove-skill';
import { errorText } from './error-text';

// proficiencyLabel names a skill's badge (spec 3: 0 is added by the
// candidate, above 0 verified by an assessment).
function proficiencyLabel(p: number): string {
  if (p > 0) return `verified, level ${p}`;
  if (p < 0) return 'partially passed';
  return 'self-added';
}

// SkillsSection adds and removes skills; added ones are self-added
// (proficiency 0) until an assessment verifies them.
export function SkillsSection({ profile }: { profile: EditorProfile }) {
  const [name, setName] = useState('');
  const add = useAddSkill();
  const remove = useRemoveSkill();
  const { enqueueSnackbar } = useSnackbar();
  const skills = profile.skills;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    add.mutate(name.trim(), {
      onSuccess: () => setName(''),
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
    });
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="skills-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="skills-title" variant="h6" component="h2">
            Skills
          </Typography>
          {skills.length === 0 ? (
            <Typography color="text.secondary">No skills yet. Add the ones you work with.</Typography>
          ) : (
            <Box component="ul" aria-label="Your skills" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
              {skills.map((skill) => (
                <li key={skill.slug}>
                  <Chip
                    label={
                      <>
                        {skill.name}
                        <VisuallyHidden>, {proficiencyLabel(skill.proficiency)}</VisuallyHidden>
                      </>
                    }
                    title={proficiencyLabel(skill.proficiency)}
                    color={skill.proficiency > 0 ? 'success' : 'default'}
                    onDelete={() =>
                      remove.mutate(skill.slug, { onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }) })
                    }
                    deleteIcon={<span aria-label={`Remove ${skill.name}`} role="button">×</span>}
                  />
                </li>
              ))}
            </Box>
          )}
          <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate>
            <TextField label="Add a skill" value={name} onChange={(e) => setName(e.target.value)} size="small" />
            <Button type="submit" variant="outlined" disabled={add.isPending || !name.trim()}>
              Add
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
