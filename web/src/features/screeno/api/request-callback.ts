import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

// A plan's callback goes in the query (pricing_page_…); an integration's
// in the body.
export type Callback = { plan: string } | { integration: NonNullable<components['schemas']['CallbackRequest']['kind']> };

export function requestCallback(callback: Callback) {
  if ('plan' in callback) return api.post('screeno/request-callback', { query: { kind: callback.plan }, body: {} });
  return api.post('screeno/request-callback', { body: { kind: callback.integration } });
}

export function useRequestCallback() {
  return useMutation({ mutationFn: requestCallback });
}
