import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Body } from '../../../api/client';
import { exportKeys, full } from './get-export';

export type ExportRequest = Body<'exports'>;

// createExport asks for an export; the server answers it queued, with the
// rows it will hold counted.
export async function createExport(request: ExportRequest) {
  return full(await api.post('exports', { body: request }));
}

export function useCreateExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExport,
    onSuccess: (data) => client.setQueryData(exportKeys.one(data.slug), data),
  });
}
