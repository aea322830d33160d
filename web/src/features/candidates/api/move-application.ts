import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, postJSON } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { applicationKey } from './get-application';
import { applicationsKey } from './list-applications';

type MoveRequest = components['schemas']['MoveRequest'];
type ApplicationResult = components['schemas']['ApplicationResult'];

// moveApplication asks for a move from the state the user saw.
export function moveApplication(slug: string, move: MoveRequest): Promise<ApplicationResult> {
  return postJSON<ApplicationResult>(`candidate-applications/${encodeURIComponent(slug)}/move`, move);
}

export function useMoveApplication(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: MoveRequest) => moveApplication(slug, move),
    onSuccess: (result) => {
      if (result?.candidate_application) queryClient.setQueryData(applicationKey(slug), result.candidate_application);
      return queryClient.invalidateQueries({ queryKey: applicationsKey });
    },
    // Someone else moved it first: show where it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) return queryClient.invalidateQueries({ queryKey: applicationKey(slug) });
    },
  });
}
