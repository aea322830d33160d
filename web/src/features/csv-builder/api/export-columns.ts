import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type ExportColumn = { key: string; label: string; default: boolean };

// getExportColumns reads the candidate columns an export may hold, in the
// server's order.
export async function getExportColumns(): Promise<ExportColumn[]> {
  const data = await api.get('exports/columns');
  return (data.columns ?? []).map((c) => ({ key: c.key ?? '', label: c.label ?? c.key ?? '', default: c.default ?? false }));
}

export function exportColumnsQueryOptions() {
  return queryOptions({ queryKey: ['exports', 'columns'] as const, queryFn: getExportColumns, staleTime: Infinity });
}

export function useExportColumns(enabled = true) {
  return useQuery({ ...exportColumnsQueryOptions(), enabled });
}
