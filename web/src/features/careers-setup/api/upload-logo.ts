import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { careersPageKey } from './get-careers-page';

export type Upload = components['schemas']['CareersUpload'];

// uploadLogo sends the company's logo; it shows on the careers page at once.
export function uploadLogo(file: File): Promise<Upload> {
  const form = new FormData();
  form.set('logo', file, file.name);
  return api.post('company/logo', { body: form });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: () => queryClient.invalidateQueries({ queryKey: careersPageKey }) });
}
