import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { integrationsQueryKey } from './get-integrations-status';

export type DisconnectableProvider = 'greenhouse' | 'lever';

// disconnectIntegration forgets the saved connection to an ATS; the answer
// is the integration cards as they are now.
export function disconnectIntegration(provider: DisconnectableProvider) {
  return api.delete('screeno/integrations/disconnect', { query: { provider } });
}

export function useDisconnectIntegration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectIntegration,
    onSuccess: (cards) => {
      if (cards) client.setQueryData(integrationsQueryKey, cards);
      return client.invalidateQueries({ queryKey: ['screeno'] });
    },
  });
}
