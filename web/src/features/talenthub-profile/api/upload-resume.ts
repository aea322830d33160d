import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

// uploadResume puts the resume on the profile; the answer is the draft it
// was parsed into.
export function uploadResume(file: File) {
  const form = new FormData();
  form.set('resume', file, file.name);
  return api.post('talenthub/candidate/resume', { body: form });
}

export const useUploadResume = () => useProfileMutation(uploadResume);
