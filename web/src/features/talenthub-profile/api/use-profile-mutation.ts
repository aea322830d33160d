import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hubProfileKeys } from './keys';

// useProfileMutation runs one edit of the profile and refreshes what the
// editor shows (the profile, its completion, the draft).
export function useProfileMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: hubProfileKeys.all }) });
}
