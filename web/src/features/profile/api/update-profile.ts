import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { updateSession } from '../../../api/session';
import type { components } from '../../../api/types.gen';

export type ProfileInput = components['schemas']['ProfileRequest'];

// updateProfile changes the name and time zone (IANA).
export function updateProfile(input: ProfileInput) {
  return api.put('profile', { body: input });
}

// The top bar shows the name from the session and get-unread-count: both
// learn the new one.
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      if (profile?.name) updateSession({ name: profile.name });
      return queryClient.invalidateQueries();
    },
  });
}
