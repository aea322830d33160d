import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { components } from '../types.gen';

export type Vocabulary = components['schemas']['Vocabulary'];
export type StateInfo = components['schemas']['StateInfo'];
export type RoleOption = components['schemas']['RoleOption'];

// The fixed lists change only with a new release: read once per visit.
export const vocabularyKeys = {
  all: ['vocabulary'] as const,
  lists: () => [...vocabularyKeys.all, 'lists'] as const,
  states: () => [...vocabularyKeys.all, 'states'] as const,
};

// getVocabulary reads the fixed lists: currencies, job types, field types,
// roles with their names, who may fill each people picker of a job.
export function getVocabulary() {
  return api.get('vocabulary');
}

export function vocabularyQueryOptions() {
  return queryOptions({ queryKey: vocabularyKeys.lists(), queryFn: getVocabulary, staleTime: Infinity });
}

export function useVocabulary() {
  return useQuery(vocabularyQueryOptions());
}

// getStates reads the pipeline states with their labels and colours, and
// the moves table.
export function getStates() {
  return api.get('candidate-application/get-next-states');
}

export function statesQueryOptions() {
  return queryOptions({ queryKey: vocabularyKeys.states(), queryFn: getStates, staleTime: Infinity });
}

export function useStates() {
  return useQuery(statesQueryOptions());
}

// roleLabel names a role as the vocabulary does, or by its code while the
// vocabulary loads.
export function roleLabel(roles: RoleOption[] | null | undefined, role: string): string {
  return roles?.find((option) => option.value === role)?.title ?? role;
}

// roleNeedsUpgrade: the role needs a module the company has turned off.
export function roleNeedsUpgrade(option: RoleOption, features: Record<string, Record<string, boolean>> | null | undefined): boolean {
  if (!option.feature_group || !option.feature) return false;
  return features?.[option.feature_group]?.[option.feature] === false;
}
