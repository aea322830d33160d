import { useMutation } from '@tanstack/react-query';
import { postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Message = components['schemas']['Message'];

// signOutEverywhere ends every session of the user, this one included.
export function signOutEverywhere(): Promise<Message> {
  return postJSON<Message>('profile/sign-out-everywhere', {});
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
