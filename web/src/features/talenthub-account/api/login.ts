import { useMutation } from '@tanstack/react-query';
import { api, type Body } from '../../../api/client';
import { saveHubSession } from './hub-session';

export type HubLoginInput = Body<'talenthub/candidates/login'>;

// hubLogin signs in with a Google ID token (access_token) or an emailed
// code; a 404 means the email has no account yet.
export function hubLogin(input: HubLoginInput) {
  return api.post('talenthub/candidates/login', { body: input });
}

export function useHubLogin() {
  return useMutation({ mutationFn: hubLogin, onSuccess: saveHubSession });
}
