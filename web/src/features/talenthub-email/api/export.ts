import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

// GET talenthub/candidate/export: the zip of everything held about the
// candidate, saved under the server's name.
export function useDownloadExport() {
  return useMutation({
    mutationFn: async () => {
      const file = await api.getFile('talenthub/candidate/export');
      saveFile(file.blob, file.filename === 'download' ? 'talenthub-data.zip' : file.filename);
    },
  });
}
