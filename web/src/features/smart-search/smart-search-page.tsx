import { Alert, Autocomplete, Box, Button, Chip, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { usePickerJobs } from '../../api/queries/requisitions';
import { useStates } from '../../api/queries/vocabulary';
import { NumberField } from '../../components/number-field';
import { Pager } from '../../components/pager';
import { useSmartSearch, type EvidenceSegment, type SmartSearchHit } from './api/smart-search';
import { texts } from './texts';
import { emptyQuery, hasFilters, parseQuery, perPageOptions, toParams, type SearchQuery } from './url-query';

// The parser's tags (the server's ats.ResumeTags, also sent with every
// answer); listed here so the filter shows before the first answer.
const defaultTags = ['Top Institute', 'Top Company', 'Open Source Enthusiast', 'Top Competitive Programmer', 'Research Paper Author', 'Hackathon Winner', 'No tags'];

type Choice<T> = { value: T; label: string };

function MultiPicker<T extends string | number>(props: { label: string; options: Choice<T>[]; value: T[]; onChange: (value: T[]) => void }) {
  const selected = props.options.filter((option) => props.value.includes(option.value));
  return (
    <Autocomplete
      multiple
      size="small"
      options={props.options}
      value={selected}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_, value) => props.onChange(value.map((option) => option.value))}
      renderInput={(params) => <TextField {...params} label={props.label} />}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
      sx={{ minWidth: 220, flex: 1 }}
    />
  );
}

function numberOrNull(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

// Evidence shows one passage with its matches in <mark>: the segments are
// text, so nothing in a resume becomes markup.
function Evidence({ segments }: { segments: EvidenceSegment[] }) {
  return (
    <Typography component="p" variant="body2" sx={{ color: 'text.secondary', '& mark': { bgcolor: '#fff59d', color: 'text.primary', px: 0.25 } }}>
      {segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </Typography>
  );
}

function Result({ hit }: { hit: SmartSearchHit }) {
  const name = hit.candidate?.name || '—';
  const details = [
    hit.requisition_title,
    hit.experience_years != null ? texts.experience(hit.experience_years) : '',
    hit.graduation_year != null ? texts.graduated(hit.graduation_year) : '',
  ].filter(Boolean);
  const tags = (hit.tags ?? []).filter((t) => t !== 'No tags');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={`/candidate-timeline/${hit.slug}`}>
            {name}
          </Link>
        </Typography>
        {hit.state ? <Chip size="small" label={hit.state.label} sx={{ bgcolor: hit.state.colour, color: hit.state.text_colour }} /> : null}
        {tags.map((t) => (
          <Chip key={t} size="small" variant="outlined" label={t} />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {details.join(' · ')}
      </Typography>
      {(hit.evidence ?? []).length > 0 ? (
        <Box component="section" aria-label={texts.evidence(name)} sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
          {(hit.evidence ?? []).map((segments, i) => (
            <Evidence key={i} segments={segments} />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}

// SmartSearchPage is /smart-search: a boolean search over the parsed
// resumes of every candidate of the jobs the user sees, with filters, the
// search kept in the URL (a result list is a link), the matching passages
// highlighted, a page at a time.
export function SmartSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = parseQuery(params);
  const [draft, setDraft] = useState<SearchQuery>(query);
  const [shownParams, setShownParams] = useState(params.toString());
  if (params.toString() !== shownParams) {
    // The URL changed (back, a link): the form follows it.
    setShownParams(params.toString());
    setDraft(query);
  }
  const search = useSmartSearch(query);
  const jobs = (usePickerJobs().data?.requisitions ?? []).map((j) => ({ value: j.id ?? 0, label: j.title ?? '' }));
  const states = (useStates().data?.states ?? []).map((s) => ({ value: s.state ?? '', label: s.label ?? s.state ?? '' }));
  const tagNames = search.data?.data.tags ?? defaultTags;
  const tags = tagNames.map((t) => ({ value: t, label: t }));

  const go = (next: SearchQuery) => setParams(toParams(next));
  const set = (change: Partial<SearchQuery>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };
  const clear = () => {
    setDraft(emptyQuery);
    go(emptyQuery);
  };

  const error = search.error instanceof ApiError ? search.error : null;
  const queryError = error?.status === 400 ? error.fieldErrors.q?.[0] : undefined;
  const hits = search.data?.data.results ?? [];
  const total = search.data?.meta.total ?? 0;
  const searching = query.q.trim() !== '' || hasFilters(query);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2, color: 'text.secondary' }}>{texts.intro}</Typography>
      <Box component="form" role="search" aria-label={texts.title} onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            fullWidth
            size="small"
            label={texts.queryLabel}
            value={draft.q}
            onChange={(e) => set({ q: e.target.value })}
            error={queryError !== undefined}
            helperText={queryError ?? texts.queryHint}
            slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {texts.search}
            </Button>
            <Button onClick={clear}>{texts.clear}</Button>
          </Stack>
        </Stack>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {texts.filters}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <MultiPicker label={texts.tags} options={tags} value={draft.tags} onChange={(value) => set({ tags: value })} />
            <MultiPicker label={texts.jobs} options={jobs} value={draft.jobs} onChange={(value) => set({ jobs: value })} />
            <MultiPicker label={texts.states} options={states} value={draft.states} onChange={(value) => set({ states: value })} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
            <NumberField size="small" sx={{ minWidth: 240, flex: 1 }} label={texts.minExperience} min={0} max={100} step={0.5} value={draft.minExperience ?? ''} onChange={(e) => set({ minExperience: numberOrNull(e.target.value) })} />
            <NumberField size="small" sx={{ minWidth: 240, flex: 1 }} label={texts.maxExperience} min={0} max={100} step={0.5} value={draft.maxExperience ?? ''} onChange={(e) => set({ maxExperience: numberOrNull(e.target.value) })} />
            <NumberField size="small" sx={{ minWidth: 240, flex: 1 }} label={texts.graduationFrom} min={1950} max={9999} step={1} value={draft.graduationFrom ?? ''} onChange={(e) => set({ graduationFrom: numberOrNull(e.target.value) })} />
            <NumberField size="small" sx={{ minWidth: 240, flex: 1 }} label={texts.graduationTo} min={1950} max={9999} step={1} value={draft.graduationTo ?? ''} onChange={(e) => set({ graduationTo: numberOrNull(e.target.value) })} />
          </Stack>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="smart-search-results" sx={{ mt: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography id="smart-search-results" variant="h6" component="h2">
            {texts.results}
          </Typography>
          {search.isSuccess ? <Typography sx={{ color: 'text.secondary' }}>{texts.count(total)}</Typography> : null}
        </Stack>
        {search.isPending ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <CircularProgress aria-label={texts.loading} />
          </Box>
        ) : search.isError ? (
          queryError ? null : (
            <Alert severity="error" action={error?.status === 400 || error?.status === 403 ? undefined : <Button onClick={() => void search.refetch()}>{texts.retry}</Button>}>
              {error?.status === 400 ? error.message : error?.status === 403 ? texts.forbidden : texts.loadError}
            </Alert>
          )
        ) : hits.length === 0 ? (
          <Typography sx={{ py: 4, color: 'text.secondary' }}>{searching ? texts.empty : texts.emptyStart}</Typography>
        ) : (
          <>
            <Box component="ol" aria-label={texts.results} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, opacity: search.isPlaceholderData ? 0.6 : 1 }}>
              {hits.map((hit) => (
                <Result key={hit.id} hit={hit} />
              ))}
            </Box>
            <Pager
              count={total}
              page={query.page}
              perPage={query.perPage}
              perPageOptions={perPageOptions}
              onPageChange={(page) => go({ ...query, page })}
              onPerPageChange={(perPage) => go({ ...query, perPage, page: 1 })}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
