import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { greenhouseStatusQueryKey } from './get-greenhouse-status';
import { integrationsQueryKey } from './get-integrations-status';

// saveGreenhouseConnection connects Greenhouse: the server probes the key
// again and refuses it unless every permission is granted.
export function saveGreenhouseConnection(input: { key: string; user: string }) {
  return api.post('screeno/greenhouse/save-connection', { body: { harvest_api_key: input.key, user: input.user } });
}

export function useSaveGreenhouseConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGreenhouseConnection,
    onSuccess: (status) => {
      if (status) client.setQueryData(greenhouseStatusQueryKey, status);
      return client.invalidateQueries({ queryKey: integrationsQueryKey });
    },
  });
}
