import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useEffect, useState } from 'react';
import { useDownloadXlsx } from '../api/download-xlsx';
import { useListResumes, type ScreeningCandidate } from '../api/list-resumes';
import { useSmartSearch } from '../api/smart-search';
import { defaultSort, hasFilters, needsSearch, noFilters, pageSizes, searchParams, type Filters, type Sort, type TableQuery } from '../rules';
import { texts } from '../texts';
import { FilterDrawer } from './filter-drawer';
import { Icon } from './icons';
import { ResumeViewer } from './resume-viewer';
import { TagChips } from './tag-chips';
import { saveFile } from '../../../lib/save-file';

type Props = { jobId?: number; verified: boolean; approved: boolean };

function scoreText(c: ScreeningCandidate): string {
  return c.status === 'parsed' && (c.score ?? -1) >= 0 ? String(c.score) : '–';
}

// CandidateTable is the screening table: boolean search with its hint, a
// filter drawer, Clear filters, download, a tag column sorted by score
// with each tag's evidence on hover, pages of 50 or 100 and the resume
// viewer. Until the email is verified and the company approved it shows
// the spec's line instead.
export function CandidateTable({ jobId, verified, approved }: Props) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [sort, setSort] = useState<Sort>(defaultSort);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(pageSizes[0]);
  const [drawer, setDrawer] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const allowed = verified && approved;
  const query: TableQuery = { q, jobId, filters, sort, page, perPage };
  const searching = needsSearch(query);
  const list = useListResumes({ page, perPage, jobId }, allowed && !searching);
  const search = useSmartSearch(query, allowed && searching);
  const active = searching ? search : list;
  const rows = active.data?.data.candidates ?? [];
  const total = active.data?.meta.total ?? 0;
  const download = useDownloadXlsx();
  const searchError = search.error?.message;

  useEffect(() => {
    if (searchError) enqueueSnackbar(searchError, { variant: 'error' });
  }, [searchError, enqueueSnackbar]);

  if (!allowed) {
    return (
      <Alert severity="info" data-testid="verification-needed">
        {texts.verificationNeeded}
      </Alert>
    );
  }

  const reset = () => {
    setPage(1);
    setSelected([]);
  };
  const onDownload = () => {
    const p = searchParams(query);
    download.mutate(
      {
        screeno_resume_ids: selected,
        q: p.q as string | undefined,
        screeno_job_id: jobId,
        tags: filters.tags,
        score_buckets: filters.buckets,
        graduation_year_min: filters.yearFrom ?? undefined,
        graduation_year_max: filters.yearTo ?? undefined,
        sort_by: sort.by,
        sort_order: sort.order,
      },
      {
        onSuccess: ({ blob, filename }) => saveFile(blob, filename),
        onError: () => enqueueSnackbar(texts.notEnoughData, { variant: 'error' }),
      },
    );
  };
  const sortBy = (by: Sort['by']) => {
    setSort(sort.by === by ? { by, order: sort.order === 'desc' ? 'asc' : 'desc' } : { by, order: 'desc' });
    reset();
  };
  const ids = rows.map((r) => r.id ?? 0);
  const allChecked = ids.length > 0 && ids.every((id) => selected.includes(id));

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Candidates">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
        <Box component="form" role="search" sx={{ flexGrow: 1, display: 'flex', gap: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            setQ(input);
            reset();
          }}>
          <TextField fullWidth size="small" label={texts.searchLabel} value={input} onChange={(e) => setInput(e.target.value)} helperText={texts.searchHint} />
          <Button type="submit" variant="contained" sx={{ height: 40 }}>
            {texts.search}
          </Button>
        </Box>
        <Button variant="outlined" startIcon={<Icon name="filter" />} onClick={() => setDrawer(true)} sx={{ height: 40 }}>
          {texts.filters}
          {hasFilters(filters) ? ` (${filters.tags.length + filters.buckets.length + (filters.yearFrom !== null || filters.yearTo !== null ? 1 : 0)})` : ''}
        </Button>
        <Button sx={{ height: 40 }} disabled={!searching}
          onClick={() => {
            setInput('');
            setQ('');
            setFilters(noFilters);
            setSort(defaultSort);
            reset();
          }}>
          {texts.clearFilters}
        </Button>
        <Button variant="outlined" startIcon={<Icon name="download" />} onClick={onDownload} disabled={download.isPending} sx={{ height: 40 }}>
          {texts.download}
        </Button>
      </Stack>
      {drawer && (
        <FilterDrawer open value={filters}
          onClose={() => setDrawer(false)}
          onApply={(f) => {
            setFilters(f);
            setDrawer(false);
            reset();
          }} />
      )}
      <TableContainer>
        <Table size="small" aria-label="Candidates">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox checked={allChecked} indeterminate={!allChecked && ids.some((id) => selected.includes(id))}
                  onChange={() => setSelected(allChecked ? selected.filter((id) => !ids.includes(id)) : [...new Set([...selected, ...ids])])}
                  slotProps={{ input: { 'aria-label': texts.selectAll } }} />
              </TableCell>
              <TableCell sortDirection={sort.by === 'name' ? sort.order : false}>
                <TableSortLabel active={sort.by === 'name'} direction={sort.by === 'name' ? sort.order : 'asc'} onClick={() => sortBy('name')}>
                  {texts.name}
                </TableSortLabel>
              </TableCell>
              {jobId === undefined && <TableCell>{texts.job}</TableCell>}
              <TableCell sortDirection={sort.by === 'score' ? sort.order : false}>
                <TableSortLabel active={sort.by === 'score'} direction={sort.by === 'score' ? sort.order : 'desc'} onClick={() => sortBy('score')}>
                  {texts.tags}
                </TableSortLabel>
              </TableCell>
              <TableCell align="right">{texts.score}</TableCell>
              <TableCell>{texts.graduation}</TableCell>
              <TableCell>{texts.resume}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c, i) => (
              <TableRow key={c.id} hover data-testid="candidate-row" data-status={c.status}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.includes(c.id ?? 0)}
                    onChange={() => setSelected(selected.includes(c.id ?? 0) ? selected.filter((id) => id !== c.id) : [...selected, c.id ?? 0])}
                    slotProps={{ input: { 'aria-label': texts.select(c.name || c.filename || '') } }} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {c.name || c.filename}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[c.email, c.phone_number].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                {jobId === undefined && <TableCell>{c.job_title}</TableCell>}
                <TableCell>
                  {c.status === 'processing' ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <CircularProgress size={14} aria-hidden />
                      <Typography variant="caption">{texts.processing}</Typography>
                    </Box>
                  ) : c.status === 'error' ? (
                    <Chip size="small" color="error" variant="outlined" label={c.error} />
                  ) : (
                    <TagChips tags={c.tags ?? []} evidence={c.tag_evidence ?? {}} />
                  )}
                </TableCell>
                <TableCell align="right">{scoreText(c)}</TableCell>
                <TableCell>{c.graduation_year ?? '–'}</TableCell>
                <TableCell>
                  <Link component="button" type="button" variant="body2" onClick={() => setViewing(i)}>
                    {texts.view}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !active.isLoading && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {searching ? texts.noMatches : texts.noCandidates}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={total} page={Math.max(page - 1, 0)} rowsPerPage={perPage} rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_, p) => setPage(p + 1)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          reset();
        }} />
      <ResumeViewer rows={rows} index={viewing} onIndex={setViewing} />
    </Paper>
  );
}
