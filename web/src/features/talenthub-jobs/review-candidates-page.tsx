import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { LoadingBar } from '../../components/loading-bar';
import { useSkills } from './api/get-skills';
import { useReviewCandidates, type ReviewFilters } from './api/review-candidates';
import { useViewer } from './session-kind';
import {
  fallbackErrorText,
  forbiddenText,
  leastLevelText,
  nextText,
  noCandidatesText,
  previousText,
  proficiencyLabels,
  reviewHelpText,
  reviewTitleText,
  skillsText,
  viewProfileText,
} from './texts';

// ReviewCandidatesPage is /talenthub/review-candidates: a company browses
// listed candidates by skills (all of) at a least level; each card shows
// only what the candidate made public.
export function ReviewCandidatesPage() {
  const viewer = useViewer();
  const skills = useSkills();
  const [filters, setFilters] = useState<ReviewFilters>({ skills: [], proficiency: 0 });
  const [page, setPage] = useState(1);
  const list = useReviewCandidates(filters, page);
  if (viewer === 'candidate') {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {forbiddenText}
      </Alert>
    );
  }
  const catalogue = skills.data ?? [];
  const set = (f: ReviewFilters) => {
    setFilters(f);
    setPage(1);
  };
  const people = list.data?.candidates ?? [];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {reviewTitleText}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {reviewHelpText}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Autocomplete
          multiple
          limitTags={2}
          sx={{ flexGrow: 1 }}
          options={catalogue}
          groupBy={(s) => s.category ?? ''}
          getOptionLabel={(s) => s.name ?? ''}
          isOptionEqualToValue={(a, b) => a.slug === b.slug}
          value={catalogue.filter((s) => filters.skills.includes(s.slug ?? ''))}
          onChange={(_, v) => set({ ...filters, skills: v.map((s) => s.slug ?? '') })}
          renderInput={(params) => <TextField {...params} label={skillsText} />}
        />
        <FormControl sx={{ minWidth: 150 }}>
          <InputLabel id="review-level">{leastLevelText}</InputLabel>
          <Select labelId="review-level" label={leastLevelText} value={filters.proficiency} onChange={(e) => set({ ...filters, proficiency: Number(e.target.value) })}>
            {proficiencyLabels.map((label, level) => (
              <MenuItem key={label} value={level}>
                {label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {list.isFetching && <LoadingBar />}
      {list.isError && <Alert severity="error">{list.error instanceof ApiError && list.error.message ? list.error.message : fallbackErrorText}</Alert>}
      {list.isSuccess && people.length === 0 && <Typography color="text.secondary">{noCandidatesText}</Typography>}
      <Stack spacing={2} component="section" aria-label={reviewTitleText}>
        {people.map((c) => (
          <Card key={c.username} variant="outlined" component="article" aria-labelledby={`cand-${c.username}`}>
            <CardContent>
              <Typography variant="h6" component="h2" id={`cand-${c.username}`}>
                {c.name || c.username}
              </Typography>
              {c.headline && <Typography color="text.secondary">{c.headline}</Typography>}
              {c.candidate_location?.city && <Typography variant="body2">{c.candidate_location.city}</Typography>}
              {(c.skills ?? []).length > 0 && (
                <Box component="ul" aria-label={skillsText} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, mt: 1, listStyle: 'none' }}>
                  {(c.skills ?? []).map((s) => (
                    <li key={s.name}>
                      <Chip size="small" label={`${s.name} · ${proficiencyLabels[Math.max(0, s.proficiency ?? 0)] ?? ''}`} />
                    </li>
                  ))}
                </Box>
              )}
              <Link href={`/talenthub/${encodeURIComponent(c.username ?? '')}`} sx={{ display: 'inline-block', mt: 1 }}>
                {viewProfileText}
              </Link>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {(page > 1 || list.data?.has_more) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {previousText}
          </Button>
          <Button disabled={!list.data?.has_more} onClick={() => setPage(page + 1)}>
            {nextText}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
