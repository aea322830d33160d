import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { fetchesQueryKey } from './list-ats-fetches';

export type FetchAtsRequest = components['schemas']['FetchATSRequest'];

// fetchAtsCandidates starts a background fetch of a job's candidates.
export function fetchAtsCandidates(body: FetchAtsRequest) {
  return api.post('screeno/integrations/fetch-ats-candidates', { body });
}

export function useFetchAtsCandidates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fetchAtsCandidates,
    onSuccess: () => client.invalidateQueries({ queryKey: fetchesQueryKey }),
  });
}
