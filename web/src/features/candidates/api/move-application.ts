import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { applicationKeys } from '../../../api/queries/applications';

type MoveRequest = components['schemas']['MoveRequest'];

// moveApplication asks for a move from the state the user saw.
export function moveApplication(slug: string, move: MoveRequest) {
  return api.post('candidate-applications/{slug}/move', { path: { slug }, body: move });
}

export function useMoveApplication(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: MoveRequest) => moveApplication(slug, move),
    onSuccess: (result) => {
      if (result?.candidate_application) queryClient.setQueryData(applicationKeys.one(slug), result.candidate_application);
      // Every list shows the state: the candidate list and the job's pipeline.
      return queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
    // Someone else moved it first: show where it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) return queryClient.invalidateQueries({ queryKey: applicationKeys.one(slug) });
    },
  });
}
