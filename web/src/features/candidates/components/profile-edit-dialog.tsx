import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { NumberField } from '../../../components/number-field';
import type { EducationEntry, ExperienceEntry, ProfileEdit, ResumeProfile } from '../api/resume-profile';
import { texts } from '../texts';

export type ProfileSection = 'education' | 'experience' | 'total_years' | 'skills' | 'links' | 'tags' | 'graduation_year' | 'post_graduation_year';

const t = texts.parsedProfile;

// year reads a year box: empty is 0 (not given).
const year = (s: string) => (s.trim() === '' ? 0 : Number(s));
const yearText = (n?: number) => (n ? String(n) : '');

type Row = Record<string, string>;

function rowsOf(section: 'education' | 'experience', profile: ResumeProfile): Row[] {
  const v = profile.values;
  if (section === 'education')
    return (v?.education ?? []).map((e) => ({ a: e.degree ?? '', b: e.institute ?? '', start: yearText(e.start_year), end: yearText(e.end_year) }));
  return (v?.experience ?? []).map((e) => ({ a: e.role ?? '', b: e.company ?? '', start: yearText(e.start_year), end: yearText(e.end_year) }));
}

// editOf turns the form's state into the correction of one section.
export function editOf(section: ProfileSection, form: { rows: Row[]; text: string; tags: string[]; links: Row }): ProfileEdit {
  switch (section) {
    case 'education':
      return { education: form.rows.map((r): EducationEntry => ({ degree: r.a, institute: r.b, start_year: year(r.start), end_year: year(r.end) })) };
    case 'experience':
      return { experience: form.rows.map((r): ExperienceEntry => ({ role: r.a, company: r.b, start_year: year(r.start), end_year: year(r.end) })) };
    case 'skills':
      return { skills: form.text.split(',').map((s) => s.trim()).filter(Boolean) };
    case 'tags':
      return { tags: form.tags };
    case 'links':
      return { links: Object.fromEntries(Object.entries(form.links).filter(([, url]) => url.trim() !== '')) };
    default:
      return { [section]: year(form.text) };
  }
}

// linkSites are the sites offered: those the profile has, and the three
// most resumes carry.
function linkSites(profile: ResumeProfile): string[] {
  return [...new Set(['linkedin', 'github', 'website', ...Object.keys(profile.values?.links ?? {})])];
}

type Props = {
  section: ProfileSection;
  profile: ResumeProfile;
  saving: boolean;
  error?: string;
  onSave: (edit: ProfileEdit) => void;
  onClose: () => void;
};

// ProfileEditDialog corrects one section of the parsed profile. What is
// saved wins over any later parse, until restored.
export function ProfileEditDialog({ section, profile, saving, error, onSave, onClose }: Props) {
  const v = profile.values ?? {};
  const [rows, setRows] = useState<Row[]>(() => (section === 'education' || section === 'experience' ? rowsOf(section, profile) : []));
  const [text, setText] = useState(() => {
    if (section === 'skills') return (v.skills ?? []).join(', ');
    if (section === 'total_years' || section === 'graduation_year' || section === 'post_graduation_year') return yearText(v[section]);
    return '';
  });
  const [tags, setTags] = useState<string[]>(() => (v.tags ?? []).map((x) => x.tag ?? ''));
  const [links, setLinks] = useState<Row>(() => Object.fromEntries(linkSites(profile).map((site) => [site, v.links?.[site] ?? ''])));
  const title = t.edit(t.sections[section]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(editOf(section, { rows, text, tags, links }));
  };
  const setRow = (i: number, key: string, value: string) => setRows((all) => all.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const labels = section === 'education' ? [t.degree, t.institute] : [t.role, t.company];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="profile-edit-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="profile-edit-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {(section === 'education' || section === 'experience') && (
              <>
                {rows.map((r, i) => (
                  <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} data-testid="profile-edit-row">
                    <TextField size="small" label={`${labels[0]} ${i + 1}`} value={r.a} onChange={(e) => setRow(i, 'a', e.target.value)} sx={{ flex: 2 }} />
                    <TextField size="small" label={`${labels[1]} ${i + 1}`} value={r.b} onChange={(e) => setRow(i, 'b', e.target.value)} sx={{ flex: 2 }} />
                    <NumberField size="small" label={`${t.startYear} ${i + 1}`} value={r.start} onChange={(e) => setRow(i, 'start', e.target.value)} sx={{ flex: 1 }} />
                    <NumberField size="small" label={`${t.endYear} ${i + 1}`} value={r.end} onChange={(e) => setRow(i, 'end', e.target.value)} sx={{ flex: 1 }} />
                    <Button onClick={() => setRows((all) => all.filter((_, j) => j !== i))} aria-label={`${t.remove} ${i + 1}`}>
                      {t.remove}
                    </Button>
                  </Stack>
                ))}
                <Box>
                  <Button onClick={() => setRows((all) => [...all, { a: '', b: '', start: '', end: '' }])}>{t.add}</Button>
                </Box>
              </>
            )}
            {section === 'skills' && (
              <TextField label={t.sections.skills} value={text} onChange={(e) => setText(e.target.value)} helperText={t.skillsHelp} multiline minRows={2} fullWidth />
            )}
            {(section === 'total_years' || section === 'graduation_year' || section === 'post_graduation_year') && (
              <NumberField label={t.sections[section]} value={text} onChange={(e) => setText(e.target.value)} min={0} step={1} />
            )}
            {section === 'tags' && (
              <FormGroup>
                {(profile.tag_choices ?? []).map((tag) => (
                  <FormControlLabel
                    key={tag}
                    label={tag}
                    control={<Checkbox checked={tags.includes(tag)} onChange={(e) => setTags((all) => (e.target.checked ? [...all, tag] : all.filter((x) => x !== tag)))} />}
                  />
                ))}
              </FormGroup>
            )}
            {section === 'links' &&
              Object.keys(links).map((site) => (
                <TextField key={site} label={site} value={links[site]} onChange={(e) => setLinks((all) => ({ ...all, [site]: e.target.value }))} fullWidth size="small" />
              ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
