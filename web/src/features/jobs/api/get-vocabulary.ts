import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Vocabulary = components['schemas']['Vocabulary'];

// getVocabulary reads the fixed lists (currencies, job types, field types...).
export function getVocabulary(): Promise<Vocabulary> {
  return get<Vocabulary>('vocabulary');
}

export function vocabularyQueryOptions() {
  return queryOptions({ queryKey: ['vocabulary'], queryFn: getVocabulary, staleTime: Infinity });
}

export function useVocabulary() {
  return useQuery(vocabularyQueryOptions());
}
