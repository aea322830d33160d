import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Wire = components['schemas']['BulkImport'];
export type Problem = components['schemas']['BulkImportProblem'];
type Summary = Required<NonNullable<Wire['summary']>>;
type Field = Required<NonNullable<Wire['fields']>[number]>;

// BulkImport is an import with every field present.
export type BulkImport = Required<Omit<Wire, 'summary' | 'fields' | 'headers' | 'mapping' | 'problems'>> & {
  summary: Summary;
  fields: Field[];
  headers: string[];
  mapping: Record<string, string>;
};

// full fills what the wire may leave out.
export function full(w: Wire): BulkImport {
  const s = w.summary ?? {};
  return {
    id: w.id ?? 0,
    requisition_id: w.requisition_id ?? 0,
    state: w.state ?? 'uploaded',
    sheet_name: w.sheet_name ?? '',
    zip_name: w.zip_name ?? '',
    headers: w.headers ?? [],
    mapping: w.mapping ?? {},
    fields: (w.fields ?? []).map((f) => ({ key: f.key ?? '', label: f.label ?? '', required: f.required ?? false })),
    total_rows: w.total_rows ?? 0,
    error_rows: w.error_rows ?? 0,
    duplicate_rows: w.duplicate_rows ?? 0,
    possible_duplicate_rows: w.possible_duplicate_rows ?? 0,
    skip_bad_rows: w.skip_bad_rows ?? false,
    rows_done: w.rows_done ?? 0,
    failure: w.failure ?? '',
    created_at: w.created_at ?? '',
    summary: {
      imported: s.imported ?? 0,
      linked: s.linked ?? 0,
      already_applied: s.already_applied ?? 0,
      skipped: s.skipped ?? 0,
      resumes_attached: s.resumes_attached ?? 0,
      resumes_missing: s.resumes_missing ?? 0,
    },
  };
}

export const bulkImportKeys = {
  one: (id: number) => ['bulk-imports', id] as const,
  problems: (id: number, page: number) => ['bulk-imports', id, 'problems', page] as const,
};

export const problemsPerPage = 50;

function filesForm(sheet: File, resumes?: File | null) {
  const form = new FormData();
  form.append('sheet', sheet, sheet.name);
  if (resumes) form.append('resumes', resumes, resumes.name);
  return form;
}

// useCreateBulkImport uploads the sheet (and the zip) for a job.
export function useCreateBulkImport(requisitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, resumes }: { sheet: File; resumes?: File | null }) =>
      api.post('requisitions/{id}/bulk-imports', { path: { id: requisitionId }, body: filesForm(sheet, resumes) as never }).then(full),
    onSuccess: (data) => client.setQueryData(bulkImportKeys.one(data.id), data),
  });
}

// useBulkImport reads an import, again every second while it is written.
export function useBulkImport(id: number) {
  return useQuery({
    queryKey: bulkImportKeys.one(id),
    queryFn: () => api.get('bulk-imports/{id}', { path: { id } }).then(full),
    enabled: id > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'importing' ? 1000 : false),
  });
}

export function useProblems(id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: bulkImportKeys.problems(id, page),
    queryFn: () => api.getPage('bulk-imports/{id}/problems', { path: { id }, query: { page, per_page: problemsPerPage } }),
    enabled: id > 0 && enabled,
    placeholderData: keepPreviousData,
  });
}

// The mutations answer the import; the problems are read afresh.
function useImportMutation<V>(id: number, fn: (v: V) => Promise<BulkImport>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      client.setQueryData(bulkImportKeys.one(id), data);
      return client.invalidateQueries({ queryKey: ['bulk-imports', id, 'problems'] });
    },
  });
}

export function useSetMapping(id: number) {
  return useImportMutation(id, (mapping: Record<string, string>) => api.put('bulk-imports/{id}/mapping', { path: { id }, body: { mapping } }).then(full));
}

export function useReplaceFile(id: number) {
  return useImportMutation(id, ({ sheet, resumes }: { sheet: File; resumes?: File | null }) =>
    api.put('bulk-imports/{id}/file', { path: { id }, body: filesForm(sheet, resumes) as never }).then(full),
  );
}

export function useStartImport(id: number) {
  return useImportMutation(id, (skipBadRows: boolean) => api.post('bulk-imports/{id}/start', { path: { id }, body: { skip_bad_rows: skipBadRows } }).then(full));
}
