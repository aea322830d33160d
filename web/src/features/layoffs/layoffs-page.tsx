import { Alert, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../components/pager';
import { perPage, usePublicLayoffs, type Listing } from './api/layoffs';
import { ContactDialog } from './contact-dialog';
import { texts } from './texts';

// groupByCompany keeps the answer's order (by company name) and groups
// the page's people under their company.
export function groupByCompany(people: Listing[]): { company: string; slug: string; people: Listing[] }[] {
  const groups: { company: string; slug: string; people: Listing[] }[] = [];
  for (const p of people) {
    const last = groups.at(-1);
    if (last && last.slug === p.company_slug) last.people.push(p);
    else groups.push({ company: p.company_name ?? '', slug: p.company_slug ?? '', people: [p] });
  }
  return groups;
}

// LayoffsPage is /layoffs (usage page layoff_landing): public, signed in
// or not. People companies let go, listed with their consent, grouped by
// company, filtered by skill and location words, a page at a time; a
// company writes to one through Hirekit (no address is ever shown).
export function LayoffsPage() {
  const [params, setParams] = useSearchParams();
  const skill = params.get('skill') ?? '';
  const location = params.get('location') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [skillDraft, setSkillDraft] = useState(skill);
  const [locationDraft, setLocationDraft] = useState(location);
  const [contacting, setContacting] = useState<Listing | null>(null);
  const list = usePublicLayoffs(skill, location, page);

  const go = (next: { skill?: string; location?: string; page?: number }) => {
    const merged = { skill, location, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.skill) search.set('skill', merged.skill);
    if (merged.location) search.set('location', merged.location);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ skill: skillDraft.trim(), location: locationDraft.trim() });
  };
  const clear = () => {
    setSkillDraft('');
    setLocationDraft('');
    go({ skill: '', location: '' });
  };
  const people = list.data?.data.people ?? [];
  const total = list.data?.meta.total ?? 0;
  const filtered = skill !== '' || location !== '';

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {texts.pageTitle}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{texts.pageIntro}</Typography>
        <Box component="form" role="search" onSubmit={submit} sx={{ mb: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField size="small" label={texts.skillLabel} value={skillDraft} onChange={(e) => setSkillDraft(e.target.value)} sx={{ bgcolor: 'background.paper' }} slotProps={{ htmlInput: { maxLength: 100 } }} />
            <TextField size="small" label={texts.locationLabel} value={locationDraft} onChange={(e) => setLocationDraft(e.target.value)} sx={{ bgcolor: 'background.paper' }} slotProps={{ htmlInput: { maxLength: 100 } }} />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained">
                {texts.search}
              </Button>
              {filtered ? <Button onClick={clear}>{texts.clear}</Button> : null}
            </Stack>
          </Stack>
        </Box>
        {list.isPending ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <CircularProgress aria-label={texts.loading} />
          </Box>
        ) : list.isError ? (
          <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{texts.retry}</Button>}>
            {texts.loadError}
          </Alert>
        ) : people.length === 0 ? (
          <Alert severity="info">{filtered ? texts.emptyFiltered : texts.empty}</Alert>
        ) : (
          <>
            <Typography role="status" sx={{ mb: 1, color: 'text.secondary' }}>
              {texts.count(total)}
            </Typography>
            <Stack spacing={3}>
              {groupByCompany(people).map((g) => (
                <Box component="section" key={g.slug} aria-labelledby={`layoffs-${g.slug}`}>
                  <Typography id={`layoffs-${g.slug}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                    {texts.letGoBy(g.company)}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {g.people.map((p) => (
                      <Box component="li" key={p.id}>
                        <PersonCard person={p} onContact={() => setContacting(p)} />
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
            </Stack>
            {total > perPage ? <Pager count={total} page={page} perPage={perPage} onPageChange={(next) => go({ page: next })} /> : null}
          </>
        )}
      </Box>
      {contacting ? <ContactDialog person={contacting} onClose={() => setContacting(null)} /> : null}
    </Box>
  );
}

function PersonCard({ person, onContact }: { person: Listing; onContact: () => void }) {
  const name = person.name ?? '';
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography>{person.role}</Typography>
        {person.location ? <Typography sx={{ color: 'text.secondary' }}>{person.location}</Typography> : null}
        {person.skills && person.skills.length > 0 ? (
          <Box component="ul" aria-label={texts.skillsOf(name)} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {person.skills.map((s) => (
              <li key={s}>
                <Chip size="small" label={s} />
              </li>
            ))}
          </Box>
        ) : null}
      </CardContent>
      <CardActions>
        <Button size="small" variant="outlined" onClick={onContact} aria-label={texts.contactOf(name)}>
          {texts.contact}
        </Button>
        {person.linkedin_url ? (
          <Link href={person.linkedin_url} target="_blank" rel="noopener noreferrer nofollow" aria-label={texts.linkedInOf(name)} sx={{ ml: 1 }}>
            {texts.linkedIn}
          </Link>
        ) : null}
      </CardActions>
    </Card>
  );
}
