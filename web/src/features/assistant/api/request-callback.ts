import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

// requestCallback tells support a prompt found nothing (POST
// ats-agent/request-callback), when the user asks for it.
export function requestCallback(prompt: string) {
  return api.post('ats-agent/request-callback', { body: { kind: 'ats_generic', prompt } });
}

export function useRequestCallback() {
  return useMutation({ mutationFn: requestCallback });
}
