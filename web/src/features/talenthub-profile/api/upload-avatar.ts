import { api } from '../../../api/client';
import { useProfileMutation } from './use-profile-mutation';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.set('avatar', file, file.name);
  return api.post('talenthub/candidate/avatar', { body: form });
}

export const useUploadAvatar = () => useProfileMutation(uploadAvatar);
