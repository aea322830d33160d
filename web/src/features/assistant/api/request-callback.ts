import { useMutation } from '@tanstack/react-query';
import { postUntyped } from './post';

// TODO(lead): switch to types.gen.ts after merge
export type RequestCallbackInput = { kind: 'ats_generic'; prompt: string };

// requestCallback tells support a prompt found nothing (POST
// ats-agent/request-callback), when the user asks for it.
export function requestCallback(prompt: string) {
  return postUntyped<unknown>('ats-agent/request-callback', { body: { kind: 'ats_generic', prompt } satisfies RequestCallbackInput });
}

export function useRequestCallback() {
  return useMutation({ mutationFn: requestCallback });
}
