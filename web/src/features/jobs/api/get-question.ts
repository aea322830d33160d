import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type QuestionPage = components['schemas']['QuestionPage'];

// getQuestion reads a screening question, its job and the answers so far.
export function getQuestion(id: number) {
  return api.get('questions/{id}', { path: { id } });
}

export function questionQueryOptions(id: number) {
  return queryOptions({ queryKey: ['questions', id], queryFn: () => getQuestion(id) });
}

export function useQuestion(id: number) {
  return useQuery(questionQueryOptions(id));
}
