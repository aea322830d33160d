import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEndpointInput = components['schemas']['WebhookEndpointRequest'];

export const webhooksKeys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: ['webhooks', 'deliveries'] as const,
};

export function useWebhooks() {
  return useQuery({ queryKey: webhooksKeys.endpoints, queryFn: () => api.get('company/webhooks') });
}

// useDeliveries reads the latest 20 deliveries; a test event shows up here
// once sent, so the list refreshes every few seconds while one is under way.
export function useDeliveries() {
  return useQuery({
    queryKey: webhooksKeys.deliveries,
    queryFn: () => api.getPage('company/webhooks/deliveries', { query: { page: 1, per_page: 20 } }),
    refetchInterval: (q) => (q.state.data?.data.deliveries?.some((d) => d.state === 'pending' || d.state === 'retrying') ? 3000 : false),
  });
}

function useInvalidating<T, R>(fn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: webhooksKeys.all }) });
}

export const useCreateWebhook = () => useInvalidating((body: WebhookEndpointInput) => api.post('company/webhooks', { body }));
export const useUpdateWebhook = () =>
  useInvalidating(({ id, enabled }: { id: number; enabled: boolean }) => api.patch('company/webhooks/{id}', { path: { id }, body: { enabled } }));
export const useDeleteWebhook = () => useInvalidating((id: number) => api.delete('company/webhooks/{id}', { path: { id } }));
export const useRotateWebhookSecret = () => useInvalidating((id: number) => api.post('company/webhooks/{id}/rotate-secret', { path: { id } }));
export const useTestWebhook = () => useInvalidating((id: number) => api.post('company/webhooks/{id}/test', { path: { id } }));
