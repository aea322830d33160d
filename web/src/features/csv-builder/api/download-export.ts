import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

// downloadExport fetches a finished export's file with the session (a
// plain link could not carry it) and hands it to the browser under the
// export's name.
export async function downloadExport(slug: string, filename: string) {
  const file = await api.getFile('exports/{slug}/file', { path: { slug } });
  saveFile(file.blob, file.filename === 'download' ? filename : file.filename);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: ({ slug, filename }: { slug: string; filename: string }) => downloadExport(slug, filename) });
}
