import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { creditsQueryKey } from './get-available-credits';
import { jobsQueryKey } from './get-jobs';
import { resumesQueryKey } from './list-resumes';

export type Uploaded = components['schemas']['ScreeningUploaded'];

// uploadResumes sends a batch: the job title and the files as
// resume_files[].
export function uploadResumes({ title, files }: { title: string; files: File[] }) {
  const form = new FormData();
  form.append('screeno_job_title', title);
  for (const file of files) form.append('resume_files[]', file, file.name);
  return api.post('screeno/upload-resumes', { body: form });
}

export function useUploadResumes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadResumes,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resumesQueryKey }),
        client.invalidateQueries({ queryKey: creditsQueryKey }),
        client.invalidateQueries({ queryKey: jobsQueryKey }),
      ]),
  });
}
