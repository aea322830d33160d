import { Box, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCareersPage } from './api/get-careers-page';
import { useOpenJobs } from './api/get-open-jobs';
import { useSaveCareersPage } from './api/save-careers-page';
import { useUploadLogo } from './api/upload-logo';
import { CareersPreview } from './components/careers-preview';
import { ImageList } from './components/image-list';
import { ListEditor } from './components/list-editor';
import { draftOf, inputOf, previewOf, type Draft } from './draft';
import { texts } from './texts';

const socialSites = [
  ['linkedin', 'LinkedIn'],
  ['twitter', 'Twitter'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
] as const;

// CareersSetupSection is Manage company's "Careers page": theme, hero,
// sections, links, form options, logo and pictures, with a live preview.
export function CareersSetupSection() {
  const page = useCareersPage();
  const save = useSaveCareersPage();
  const uploadLogo = useUploadLogo();
  const { enqueueSnackbar } = useSnackbar();
  const company = page.data?.company;
  const jobs = useOpenJobs(company?.slug);
  const [draft, setDraft] = useState<Draft>();
  const logoInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (company && !draft) setDraft(draftOf(company));
  }, [company, draft]);

  if (page.isError) return <Typography role="alert">{page.error.message}</Typography>;
  if (!company || !draft) return <Typography>Loading...</Typography>;

  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const style = draft.customStyle ?? {};
  const setStyle = (change: Partial<NonNullable<Draft['customStyle']>>) => set({ customStyle: { ...style, ...change } });
  const field = (label: string, value: string | undefined, onChange: (v: string) => void, extra: { multiline?: boolean; helperText?: string } = {}) => (
    <TextField label={label} size="small" fullWidth value={value ?? ''} onChange={(e) => onChange(e.target.value)} multiline={extra.multiline} minRows={extra.multiline ? 2 : undefined} helperText={extra.helperText} />
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }, gap: 3, alignItems: 'start' }}>
      <Stack spacing={3} component="form" aria-label={texts.section} onSubmit={(e) => e.preventDefault()}>
        <Group title="Logo and theme">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {company.logo_url ? <Box component="img" src={company.logo_url} alt="Current logo" sx={{ height: 48 }} /> : <Typography color="text.secondary">No logo yet</Typography>}
            <input
              ref={logoInput}
              type="file"
              hidden
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-label="Logo file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  uploadLogo.mutate(file, {
                    onSuccess: () => enqueueSnackbar(texts.logoSaved, { variant: 'success' }),
                    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
                  });
              }}
            />
            <Button variant="outlined" disabled={uploadLogo.isPending} onClick={() => logoInput.current?.click()}>
              {uploadLogo.isPending ? 'Uploading...' : 'Upload logo'}
            </Button>
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField label="Primary colour" type="color" size="small" fullWidth value={style.themePrimaryColor ?? '#1d4ed8'} onChange={(e) => setStyle({ themePrimaryColor: e.target.value })} />
            <TextField label="Secondary colour" type="color" size="small" fullWidth value={style.themeSecondaryColor ?? '#f59e0b'} onChange={(e) => setStyle({ themeSecondaryColor: e.target.value })} />
          </Stack>
          <TextField select label="Font" size="small" value={style.font ?? 'system'} onChange={(e) => setStyle({ font: e.target.value as NonNullable<typeof style.font> })}>
            {(page.data?.fonts ?? []).map((f) => (
              <MenuItem key={f.value} value={f.value} sx={{ fontFamily: f.title }}>
                {f.value}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={!!style.dark} onChange={(e) => setStyle({ dark: e.target.checked })} />} label="Dark theme" />
        </Group>
        <Group title="Hero">
          {field('Heading', draft.hero?.heading, (heading) => set({ hero: { ...draft.hero, heading } }), { helperText: "Empty shows 'Join our team!'" })}
          {field('Subheading', draft.hero?.subheading, (subheading) => set({ hero: { ...draft.hero, subheading } }), { multiline: true })}
          {field('Company line', draft.sub_heading, (sub_heading) => set({ sub_heading }), { multiline: true })}
        </Group>
        <Group title="Life at the company">
          {field('Title', draft.life_at?.title, (title) => set({ life_at: { ...draft.life_at, title } }))}
          {field('Text', draft.life_at?.text, (text) => set({ life_at: { ...draft.life_at, text } }), { multiline: true })}
          <ImageList label="Life at the company" images={draft.life_at?.images ?? []} onChange={(images) => set({ life_at: { ...draft.life_at, images } })} />
        </Group>
        <Group title="Values and benefits">
          <ListEditor title="Values" rows={draft.values ?? []} empty={{ title: '', text: '' }} fields={[{ key: 'title', label: 'Value' }, { key: 'text', label: 'Description', multiline: true }]} onChange={(values) => set({ values })} />
          <ListEditor title="Benefits" rows={draft.benefits ?? []} empty={{ title: '', text: '' }} fields={[{ key: 'title', label: 'Benefit' }, { key: 'text', label: 'Description', multiline: true }]} onChange={(benefits) => set({ benefits })} />
        </Group>
        <Group title="Pictures, news and videos">
          {(draft.carousels ?? []).map((c, i) => (
            <Stack key={i} spacing={1}>
              {field(`Carousel ${i + 1} title`, c.title, (title) => set({ carousels: (draft.carousels ?? []).map((x, j) => (j === i ? { ...x, title } : x)) }))}
              <ImageList label={c.title || `Carousel ${i + 1}`} images={c.images ?? []} onChange={(images) => set({ carousels: (draft.carousels ?? []).map((x, j) => (j === i ? { ...x, images } : x)) })} />
              <Button color="error" size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => set({ carousels: (draft.carousels ?? []).filter((_, j) => j !== i) })}>
                Remove carousel {i + 1}
              </Button>
            </Stack>
          ))}
          <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => set({ carousels: [...(draft.carousels ?? []), { title: '', images: [] }] })}>
            Add a carousel
          </Button>
          <ListEditor title="News" rows={draft.news ?? []} empty={{ title: '', url: '' }} fields={[{ key: 'title', label: 'Headline' }, { key: 'url', label: 'Link' }]} onChange={(news) => set({ news })} />
          <ListEditor title="Videos" rows={draft.videos ?? []} empty={{ title: '', url: '' }} fields={[{ key: 'title', label: 'Video title' }, { key: 'url', label: 'Link' }]} onChange={(videos) => set({ videos })} />
        </Group>
        <Group title="Links">
          {field('Company website', draft.website_url, (website_url) => set({ website_url }))}
          {field('Privacy policy', draft.privacy_policy_url, (privacy_policy_url) => set({ privacy_policy_url }))}
          {field('Terms and conditions', draft.terms_url, (terms_url) => set({ terms_url }))}
          {socialSites.map(([key, label]) => (
            <Box key={key}>{field(label, draft.social_links?.[key], (v) => set({ social_links: { ...draft.social_links, [key]: v } }))}</Box>
          ))}
        </Group>
        <Group title="Job list and form">
          {(
            [
              ['hide_location_filter', 'Hide the location filter'],
              ['ask_location_and_company', 'Ask for location and current company'],
              ['show_salary', "Show jobs' salary ranges"],
            ] as const
          ).map(([key, label]) => (
            <FormControlLabel key={key} control={<Switch checked={!!draft.options?.[key]} onChange={(e) => set({ options: { ...draft.options, [key]: e.target.checked } })} />} label={label} />
          ))}
        </Group>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(inputOf(draft), {
                onSuccess: (saved) => {
                  if (saved.company) setDraft(draftOf(saved.company));
                  enqueueSnackbar(texts.saved, { variant: 'success' });
                },
                onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
              })
            }
          >
            {save.isPending ? 'Saving...' : texts.save}
          </Button>
          {company.careers_url && (
            <Button href={company.careers_url} target="_blank" rel="noopener">
              {texts.open}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack spacing={1} sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
        <Typography variant="h6" component="h2">
          {texts.preview}
        </Typography>
        <CareersPreview company={previewOf(company, draft)} jobs={jobs.data?.requisitions ?? []} />
      </Stack>
    </Box>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
