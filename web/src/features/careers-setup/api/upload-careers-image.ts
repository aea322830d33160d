import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Upload } from './upload-logo';

// uploadCareersImage sends a picture for a section or carousel; saving the
// page with its key puts it there.
export function uploadCareersImage(file: File): Promise<Upload> {
  const form = new FormData();
  form.set('image', file, file.name);
  return api.post('company/careers-page/images', { body: form });
}

export function useUploadCareersImage() {
  return useMutation({ mutationFn: uploadCareersImage });
}
