import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useRequisition } from '../../api/queries/requisitions';
import { StatusPage } from '../../components/status-page';
import {
  problemsPerPage,
  useBulkImport,
  useCreateBulkImport,
  useProblems,
  useReplaceFile,
  useSetMapping,
  useStartImport,
  type BulkImport,
} from './api/bulk-import';
import * as t from './texts';

// BulkImportPage is /jobs/{id}/bulk-import: upload a sheet (and a zip of
// resumes), confirm the columns, read every row's problems, fix or skip
// them, import with progress, and the summary. The import's id is in the
// URL, so a reload comes back to where it was.
export function BulkImportPage() {
  const { requisitionId = '', currentJobId = '' } = useParams();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/requisitions') ? '/requisitions' : '/jobs';
  const jobId = Number(requisitionId);
  const importId = Number(currentJobId) || 0;
  const job = useRequisition(jobId).data?.requisition;
  const jobPath = `${base}/${jobId}`;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={base} underline="hover" color="inherit">
          Jobs
        </Link>
        <Link component={RouterLink} to={jobPath} underline="hover" color="inherit">
          {job?.title ?? t.backToJobText}
        </Link>
        <Typography color="text.primary">Bulk import</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t.titleText}
      </Typography>
      {importId === 0 ? <UploadStep jobId={jobId} base={base} /> : <ImportSteps id={importId} jobPath={jobPath} />}
    </Container>
  );
}

function UploadStep({ jobId, base }: { jobId: number; base: string }) {
  const [sheet, setSheet] = useState<File | null>(null);
  const [resumes, setResumes] = useState<File | null>(null);
  const [error, setError] = useState('');
  const create = useCreateBulkImport(jobId);
  const navigate = useNavigate();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!sheet) {
      setError(t.chooseSheetText);
      return;
    }
    setError('');
    create.mutate(
      { sheet, resumes },
      {
        onSuccess: (imp) => navigate(`${base}/${jobId}/bulk-import/${imp.id}`, { replace: true }),
        onError: (err) => setError(err.message || t.somethingWentWrongText),
      },
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="form" onSubmit={submit}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.introText}
      </Typography>
      <SheetFields idPrefix="bulk-import" sheetLabel={t.sheetLabel} onSheet={setSheet} onResumes={setResumes} error={error} pending={create.isPending}>
        {t.uploadText}
      </SheetFields>
    </Paper>
  );
}

type SheetFieldsProps = {
  idPrefix: string;
  sheetLabel: string;
  onSheet: (f: File | null) => void;
  onResumes: (f: File | null) => void;
  error: string;
  pending: boolean;
  outlined?: boolean;
  children: ReactNode;
};

// SheetFields are a sheet and its resumes' zip with the form's error and
// submit button: the first upload and the corrected file alike.
function SheetFields({ idPrefix, sheetLabel, onSheet, onResumes, error, pending, outlined, children }: SheetFieldsProps) {
  return (
    <Stack sx={{ gap: 2, maxWidth: 520 }}>
      <FileField id={`${idPrefix}-sheet`} label={sheetLabel} accept=".csv,.xlsx" onChange={onSheet} />
      <FileField id={`${idPrefix}-resumes`} label={t.zipLabel} accept=".zip" onChange={onResumes} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant={outlined ? 'outlined' : 'contained'} disabled={pending}>
          {pending ? t.uploadingText : children}
        </Button>
      </Box>
    </Stack>
  );
}

// FileField is a labelled native file input (keyboard and test friendly).
function FileField({ id, label, accept, onChange }: { id: string; label: string; accept: string; onChange: (f: File | null) => void }) {
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 500, mb: 0.5 }}>
        {label}
      </Typography>
      <input id={id} type="file" accept={accept} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
    </Box>
  );
}

function ImportSteps({ id, jobPath }: { id: number; jobPath: string }) {
  const query = useBulkImport(id);
  const imp = query.data;
  if (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
    return <StatusPage code={404} message={t.notFoundText} />;
  }
  if (query.isPending) return <Typography color="text.secondary">{t.loadingText}</Typography>;
  if (query.isError || !imp) return <Alert severity="error">{query.error?.message || t.somethingWentWrongText}</Alert>;

  return (
    <Stack sx={{ gap: 3 }}>
      <Typography color="text.secondary">
        {imp.sheet_name}
        {imp.zip_name ? ` · ${imp.zip_name}` : ''}
      </Typography>
      {(imp.state === 'uploaded' || imp.state === 'previewed') && (
        <>
          <MappingStep imp={imp} />
          {imp.state === 'previewed' && <PreviewStep imp={imp} />}
        </>
      )}
      {imp.state === 'importing' && <ProgressStep imp={imp} />}
      {(imp.state === 'done' || imp.state === 'failed') && <SummaryStep imp={imp} jobPath={jobPath} />}
    </Stack>
  );
}

function MappingStep({ imp }: { imp: BulkImport }) {
  const [mapping, setMapping] = useState<Record<string, string>>(imp.mapping);
  const [error, setError] = useState('');
  const save = useSetMapping(imp.id);
  // A replaced file keeps what still fits; show the server's mapping.
  useEffect(() => setMapping(imp.mapping), [imp.mapping]);

  function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    save.mutate(mapping, { onError: (err) => setError(err.message || t.somethingWentWrongText) });
  }

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="form" onSubmit={submit} aria-labelledby="bulk-import-columns">
      <Typography variant="h6" component="h2" id="bulk-import-columns">
        {t.columnsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.columnsIntro}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        {imp.fields.map((f) => (
          <TextField
            key={f.key}
            select
            size="small"
            label={f.label + (f.required ? t.requiredSuffix : '')}
            value={mapping[f.key] ?? ''}
            onChange={(e) => setMapping({ ...mapping, [f.key]: e.target.value })}
            id={`bulk-import-field-${f.key}`}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t.notImportedText}</option>
            {imp.headers.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant={imp.state === 'uploaded' ? 'contained' : 'outlined'} disabled={save.isPending}>
        {save.isPending ? t.checkingText : t.checkRowsText}
      </Button>
    </Paper>
  );
}

function PreviewStep({ imp }: { imp: BulkImport }) {
  const [skip, setSkip] = useState(false);
  const [sheet, setSheet] = useState<File | null>(null);
  const [resumes, setResumes] = useState<File | null>(null);
  const [error, setError] = useState('');
  const replace = useReplaceFile(imp.id);
  const start = useStartImport(imp.id);
  const blocked = imp.error_rows > 0 && !skip;
  const importable = imp.total_rows - (skip ? imp.error_rows : 0);

  function upload(e: FormEvent) {
    e.preventDefault();
    if (!sheet) {
      setError(t.chooseSheetText);
      return;
    }
    setError('');
    replace.mutate({ sheet, resumes }, { onSuccess: () => setSkip(false), onError: (err) => setError(err.message || t.somethingWentWrongText) });
  }

  return (
    <>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="bulk-import-preview">
        <Typography variant="h6" component="h2" id="bulk-import-preview">
          {t.previewTitle}
        </Typography>
        <Typography sx={{ mb: 2 }} data-testid="bulk-import-counts">
          {t.countsText(imp.total_rows, imp.error_rows, imp.duplicate_rows, imp.possible_duplicate_rows)}
        </Typography>
        <ProblemsTable id={imp.id} fields={imp.fields} />
        <Stack sx={{ gap: 1, mt: 2, alignItems: 'flex-start' }}>
          {imp.error_rows > 0 && (
            <FormControlLabel control={<Checkbox checked={skip} onChange={(e) => setSkip(e.target.checked)} />} label={t.skipText(imp.error_rows)} />
          )}
          {blocked && (
            <Typography id="bulk-import-blocked" color="error.main">
              {t.blockedText(imp.error_rows)}
            </Typography>
          )}
          {start.isError && (
            <Alert severity="error" role="alert">
              {start.error.message || t.somethingWentWrongText}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={blocked || start.isPending}
            aria-describedby={blocked ? 'bulk-import-blocked' : undefined}
            onClick={() => start.mutate(skip)}
          >
            {t.importText(importable)}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="form" onSubmit={upload} aria-labelledby="bulk-import-replace">
        <Typography variant="h6" component="h2" id="bulk-import-replace">
          {t.replaceTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.replaceIntro}
        </Typography>
        <SheetFields idPrefix="bulk-import-replace" sheetLabel={t.replaceLabel} onSheet={setSheet} onResumes={setResumes} error={error} pending={replace.isPending} outlined>
          {t.replaceButtonText}
        </SheetFields>
      </Paper>
    </>
  );
}

// ProblemsTable names each problem's field as the columns form does.
function ProblemsTable({ id, fields }: { id: number; fields: { key: string; label: string }[] }) {
  const labelOf = (key: string | undefined) => fields.find((f) => f.key === key)?.label ?? key ?? '';
  const [page, setPage] = useState(1);
  const query = useProblems(id, page, true);
  const problems = query.data?.data.problems ?? [];
  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / problemsPerPage));
  if (query.isPending) return <Typography color="text.secondary">{t.loadingText}</Typography>;
  if (total === 0) return <Typography>{t.noProblemsText}</Typography>;
  return (
    <>
      <Table size="small" aria-label={t.problemsTitle}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{t.problemsTitle}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t.rowHeader}</TableCell>
            <TableCell>{t.kindHeader}</TableCell>
            <TableCell>{t.fieldHeader}</TableCell>
            <TableCell>{t.problemHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((p, i) => (
            <TableRow key={`${p.row}-${p.kind}-${i}`}>
              <TableCell>{p.row}</TableCell>
              <TableCell sx={{ color: p.kind === 'error' ? 'error.main' : undefined, fontWeight: p.kind === 'error' ? 600 : undefined }}>
                {t.kindLabels[p.kind ?? ''] ?? p.kind}
              </TableCell>
              <TableCell>{labelOf(p.field)}</TableCell>
              <TableCell>{p.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1 }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previousText}
          </Button>
          <Typography variant="body2">{t.pageText(page, pages)}</Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.nextText}
          </Button>
        </Stack>
      )}
    </>
  );
}

function ProgressStep({ imp }: { imp: BulkImport }) {
  const value = imp.total_rows > 0 ? Math.round((100 * imp.rows_done) / imp.total_rows) : 0;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography sx={{ mb: 1 }} role="status">
        {t.progressText(imp.rows_done, imp.total_rows)}
      </Typography>
      <LinearProgress variant="determinate" value={value} aria-label={t.progressLabel} />
    </Paper>
  );
}

function SummaryStep({ imp, jobPath }: { imp: BulkImport; jobPath: string }) {
  const failed = imp.state === 'failed';
  const s = imp.summary;
  const rows: [string, number][] = (Object.keys(t.summaryTexts) as (keyof typeof t.summaryTexts)[]).map((k) => [t.summaryTexts[k], s[k]]);
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="bulk-import-summary">
      <Typography variant="h6" component="h2" id="bulk-import-summary" sx={{ mb: 1 }}>
        {failed ? t.failedTitle : t.doneTitle}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {imp.failure || t.somethingWentWrongText}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5, mb: 2 }}>
        {rows.map(([label, n]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {n}
            </Box>
          </Box>
        ))}
      </Box>
      {(s.resumes_missing > 0 || s.skipped > 0) && <ProblemsTable id={imp.id} fields={imp.fields} />}
      <Button component={RouterLink} to={jobPath} variant="contained" sx={{ mt: 2 }}>
        {t.candidatesLinkText}
      </Button>
    </Paper>
  );
}
