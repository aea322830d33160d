import {
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApplications, type ApplicationRow, type ApplicationSort, type ApplicationView } from '../../../api/queries/applications';
import { encodeFilter, filterCount, type CandidateFilter } from '../../../api/navigation-token';
import { relativeTime } from '../../../lib/relative-time';
import { texts } from '../texts';
import { labelOf, useFilterChoices, type FilterChoices } from '../use-filter-choices';
import { useListLocation } from '../use-list-location';
import { Pager } from '../../../components/pager';
import { FilterDrawer } from './filter-drawer';
import { Icon } from './icons';
import { MatchScore } from './match-score';
import { StateChip } from './state-chip';

const perPage = 20;

// jobId scopes the list to one job (the job page's Candidates tab): the
// job stays in the filter, and its chip is not offered.
type Props = { view: ApplicationView; title: string; actions?: ReactNode; jobId?: number };

// noticeLabel is a notice period's text (recruit.NoticePeriods).
function noticeLabel(value: string): string {
  if (value === 'immediate') return 'Immediate joiner';
  if (value === '90_plus') return '90+ days';
  return `${value} days`;
}

type ActiveChip = { key: string; label: string; remove: (filter: CandidateFilter) => CandidateFilter };

function without<T>(list: T[] | undefined, value: T): T[] {
  return (list ?? []).filter((item) => item !== value);
}

// activeChips lists the filter's values as removable chips.
function activeChips(filter: CandidateFilter, choices: FilterChoices, jobId?: number): ActiveChip[] {
  const chips: ActiveChip[] = [];
  for (const s of filter.statuses ?? []) chips.push({ key: `status-${s}`, label: `${texts.columns.state}: ${labelOf(choices.states, s)}`, remove: (f) => ({ ...f, statuses: without(f.statuses, s) }) });
  for (const s of filter.sources ?? []) chips.push({ key: `source-${s}`, label: `${texts.columns.source}: ${labelOf(choices.sources, s)}`, remove: (f) => ({ ...f, sources: without(f.sources, s) }) });
  for (const j of (filter.requisitions ?? []).filter((id) => id !== jobId)) chips.push({ key: `job-${j}`, label: `${texts.columns.job}: ${labelOf(choices.jobs, j)}`, remove: (f) => ({ ...f, requisitions: without(f.requisitions, j) }) });
  for (const t of filter.tas ?? []) chips.push({ key: `ta-${t}`, label: `TA: ${labelOf(choices.tas, t)}`, remove: (f) => ({ ...f, tas: without(f.tas, t) }) });
  for (const m of filter.match_scores ?? []) chips.push({ key: `match-${m}`, label: `${texts.columns.match}: ${labelOf(choices.matchScores, m)}`, remove: (f) => ({ ...f, match_scores: without(f.match_scores, m) }) });
  for (const t of filter.candidate_application_tags ?? []) chips.push({ key: `tag-${t}`, label: `Tag: ${labelOf(choices.tags, t)}`, remove: (f) => ({ ...f, candidate_application_tags: without(f.candidate_application_tags, t) }) });
  if (filter.min_experience !== undefined && filter.min_experience !== null) chips.push({ key: 'min-exp', label: `${texts.minExperience}: ${filter.min_experience}`, remove: (f) => ({ ...f, min_experience: undefined }) });
  if (filter.max_experience !== undefined && filter.max_experience !== null) chips.push({ key: 'max-exp', label: `${texts.maxExperience}: ${filter.max_experience}`, remove: (f) => ({ ...f, max_experience: undefined }) });
  if (filter.start_date) chips.push({ key: 'start', label: `${texts.startDate}: ${filter.start_date}`, remove: (f) => ({ ...f, start_date: undefined }) });
  if (filter.end_date) chips.push({ key: 'end', label: `${texts.endDate}: ${filter.end_date}`, remove: (f) => ({ ...f, end_date: undefined }) });
  if (filter.include_archived) chips.push({ key: 'archived', label: texts.includeArchived, remove: (f) => ({ ...f, include_archived: undefined }) });
  if (filter.round_filters) chips.push({ key: 'rounds', label: 'Rounds', remove: (f) => ({ ...f, round_filters: undefined }) });
  // The assistant's job filters.
  for (const n of filter.notice_periods ?? []) chips.push({ key: `notice-${n}`, label: `${texts.profileFields.noticePeriod}: ${noticeLabel(n)}`, remove: (f) => ({ ...f, notice_periods: without(f.notice_periods, n) }) });
  if (typeof filter.min_current_ctc === 'number') chips.push({ key: 'min-ctc', label: `Min ${texts.profileFields.currentCtc}: ${filter.min_current_ctc}`, remove: (f) => ({ ...f, min_current_ctc: undefined }) });
  if (typeof filter.max_current_ctc === 'number') chips.push({ key: 'max-ctc', label: `Max ${texts.profileFields.currentCtc}: ${filter.max_current_ctc}`, remove: (f) => ({ ...f, max_current_ctc: undefined }) });
  for (const [id, value] of Object.entries(filter.answers ?? {})) {
    const shown = value === true ? 'Yes' : value === false ? 'No' : Array.isArray(value) ? value.join(', ') : String(value);
    chips.push({
      key: `answer-${id}`,
      label: `Answer ${id}: ${shown}`,
      remove: (f) => ({ ...f, answers: Object.fromEntries(Object.entries(f.answers ?? {}).filter(([k]) => k !== id)) }),
    });
  }
  return chips;
}

function NameCell({ row }: { row: ApplicationRow }) {
  return (
    <Link sx={{ fontWeight: 500 }} component={RouterLink} to={`/candidate-timeline/${row.slug}`} underline="hover">
      {row.candidate?.name || row.email}
    </Link>
  );
}

// CandidateList is the filtered candidate list (/candidates) and the dense
// spreadsheet (/all-candidates-view): the filter lives in the URL.
export function CandidateList({ view, title, actions, jobId }: Props) {
  const spreadsheet = view === 'spreadsheet';
  const { token, filter, sort, page, update, setFilter } = useListLocation();
  const choices = useFilterChoices();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A job's list always asks for its job (a token without it, or none, is
  // scoped here); the server's canonical token is then written back below.
  const scoped = jobId === undefined || (filter.requisitions?.length === 1 && filter.requisitions[0] === jobId);
  const queryToken = scoped ? token : encodeFilter({ ...filter, requisitions: [jobId] });
  const { data, isFetching, isPlaceholderData, error } = useApplications({
    navigation_token: queryToken || undefined,
    sort,
    view,
    page,
    per_page: perPage,
    with_state_counts: spreadsheet ? undefined : true,
  });
  const rows = data?.data?.candidate_applications ?? [];
  const total = data?.meta.total ?? 0;
  // The token of the answer to this very query, not of the previous page
  // shown while it loads.
  const serverToken = isPlaceholderData ? undefined : data?.data?.navigation_token;

  // Write the server's canonical token back, so the link is the canonical one.
  useEffect(() => {
    if (serverToken !== undefined && serverToken !== token) update({ token: serverToken }, true);
  }, [serverToken, token, update]);

  const chips = activeChips(filter, choices, jobId);
  const counts = data?.data?.state_counts ?? {};
  const sourceLabel = (value?: string) => (value ? labelOf(choices.sources, value) : '-');
  const selectedStates = filter.statuses ?? [];

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant={jobId === undefined ? 'h4' : 'h5'} component={jobId === undefined ? 'h1' : 'h2'} sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Badge badgeContent={filterCount(filter)} color="primary">
          <Button variant="outlined" startIcon={<Icon name="filter" />} onClick={() => setDrawerOpen(true)}>
            {texts.filters}
          </Button>
        </Badge>
        <TextField select size="small" label={texts.sort} value={sort} onChange={(event) => update({ sort: event.target.value as ApplicationSort, page: 1 })} sx={{ minWidth: 180 }}>
          {(Object.keys(texts.sorts) as ApplicationSort[]).map((value) => (
            <MenuItem key={value} value={value}>
              {texts.sorts[value]}
            </MenuItem>
          ))}
        </TextField>
        <Typography color="text.secondary" data-testid="candidate-total">
          {texts.total(total)}
        </Typography>
        {chips.length > 0 && (
          <Button size="small" onClick={() => setFilter({})}>
            {texts.clearFilters}
          </Button>
        )}
      </Stack>
      {chips.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }} aria-label="Active filters" data-testid="filter-chips">
          {chips.map((chip) => (
            <Chip key={chip.key} label={chip.label} onDelete={() => setFilter(chip.remove(filter))} color="primary" variant="outlined" />
          ))}
        </Stack>
      )}
      {!spreadsheet && choices.states.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} aria-label="States" data-testid="state-counts">
          <Chip label={`${texts.all} (${Object.values(counts).reduce((a, b) => a + b, 0)})`} variant={selectedStates.length === 0 ? 'filled' : 'outlined'} onClick={() => setFilter({ ...filter, statuses: [] })} />
          {choices.states
            .filter((state) => (counts[state.value] ?? 0) > 0 || selectedStates.includes(state.value))
            .map((state) => {
              const on = selectedStates.includes(state.value);
              return (
                <Chip
                  key={state.value}
                  label={`${state.label} (${counts[state.value] ?? 0})`}
                  onClick={() => setFilter({ ...filter, statuses: on ? without(selectedStates, state.value) : [state.value] })}
                  sx={{ bgcolor: state.colour, color: state.textColour, border: 2, borderColor: on ? 'primary.main' : 'transparent', fontWeight: on ? 700 : 400, '&:hover': { bgcolor: state.colour, filter: 'brightness(0.95)' } }}
                />
              );
            })}
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label="Loading candidates" />}</Box>
        <TableContainer>
          <Table size={spreadsheet ? 'small' : 'medium'} aria-label={title} sx={spreadsheet ? { '& td, & th': { whiteSpace: 'nowrap', px: 1 } } : undefined}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.columns.name}</TableCell>
                {spreadsheet && <TableCell>{texts.columns.email}</TableCell>}
                <TableCell>{texts.columns.job}</TableCell>
                <TableCell>{texts.columns.state}</TableCell>
                <TableCell>{texts.columns.source}</TableCell>
                <TableCell>{texts.columns.priority}</TableCell>
                <TableCell>{texts.columns.match}</TableCell>
                {spreadsheet && <TableCell align="right">{texts.columns.experience}</TableCell>}
                {spreadsheet && <TableCell>{texts.columns.archived}</TableCell>}
                <TableCell>{texts.columns.created}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover data-testid="candidate-row">
                  <TableCell>
                    <NameCell row={row} />
                    {!spreadsheet && (
                      <Typography variant="body2" color="text.secondary">
                        {row.email}
                      </Typography>
                    )}
                  </TableCell>
                  {spreadsheet && <TableCell>{row.email}</TableCell>}
                  <TableCell>{row.requisition_title}</TableCell>
                  <TableCell>
                    <StateChip label={row.state?.label} colour={row.state?.colour} textColour={row.state?.text_colour} />
                  </TableCell>
                  <TableCell>{sourceLabel(row.source)}</TableCell>
                  <TableCell>{row.priority_label || '-'}</TableCell>
                  <TableCell>
                    <MatchScore score={row.match_score} label={row.match_label} reasons={row.match_reasons} />
                  </TableCell>
                  {spreadsheet && <TableCell align="right">{row.experience_years ?? '-'}</TableCell>}
                  {spreadsheet && <TableCell>{row.archived ? texts.yes : texts.no}</TableCell>}
                  <TableCell>
                    <Tooltip title={row.created_at ? `${new Date(row.created_at).toLocaleString()} (${relativeTime(row.created_at)})` : ''}>
                      <span>{spreadsheet && row.created_at ? row.created_at.slice(0, 10) : relativeTime(row.created_at)}</span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
              {!isFetching && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={spreadsheet ? 10 : 7} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {texts.noCandidates}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Pager count={total} page={page} perPage={perPage} onPageChange={(next) => update({ page: next })} />
      </Paper>
      <FilterDrawer
        open={drawerOpen}
        filter={filter}
        choices={choices}
        spreadsheet={spreadsheet}
        onClose={() => setDrawerOpen(false)}
        onApply={(next) => {
          setDrawerOpen(false);
          setFilter(next);
        }}
      />
    </Box>
  );
}
