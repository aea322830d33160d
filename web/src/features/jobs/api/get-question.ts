import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type QuestionPage = components['schemas']['QuestionPage'];

// getQuestion reads a screening question, its job and the answers so far.
export function getQuestion(id: string): Promise<QuestionPage> {
  return get<QuestionPage>(`questions/${encodeURIComponent(id)}`);
}

export function questionQueryOptions(id: string) {
  return queryOptions({ queryKey: ['questions', id], queryFn: () => getQuestion(id) });
}

export function useQuestion(id: string) {
  return useQuery(questionQueryOptions(id));
}
