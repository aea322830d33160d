import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

// signOutEverywhere ends every session of the user, this one included.
export function signOutEverywhere() {
  return api.post('profile/sign-out-everywhere');
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
