import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type ExportRequest = components['schemas']['ScreeningExportRequest'];

// downloadXlsx fetches the spreadsheet (hirekit-screeno-MMDD-HHMMSS.xlsx)
// of the chosen candidates, or of the current search when none are chosen.
export function downloadXlsx(request: ExportRequest) {
  return api.postFile('screeno/download-xlsx', { body: request });
}

export function useDownloadXlsx() {
  return useMutation({ mutationFn: downloadXlsx });
}
