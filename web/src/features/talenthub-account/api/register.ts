import { useMutation } from '@tanstack/react-query';
import { api, type Body } from '../../../api/client';
import { saveHubSession } from './hub-session';

export type HubRegisterInput = Body<'talenthub/candidates'>;

export function hubRegister(input: HubRegisterInput) {
  return api.post('talenthub/candidates', { body: input });
}

export function useHubRegister() {
  return useMutation({ mutationFn: hubRegister, onSuccess: saveHubSession });
}
