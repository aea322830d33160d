import { useMutation } from '@tanstack/react-query';
import type { JobFilters, ScreenoFilter } from '../types';
import { postUntyped } from './post';

// TODO(lead): switch to types.gen.ts after merge
export type ParseJobFiltersInput = { prompt: string; requisition_id: number };
export type ScreeningQuestion = { id: number; question?: string; kind?: string };
export type JobFiltersAnswer = {
  filters: JobFilters;
  screeno_filters: ScreenoFilter;
  search_query: string;
  screening_questions: ScreeningQuestion[] | null;
};

// parseJobFilters reads a prompt as filters over one job's candidates
// (POST ats-agent/parse-job-filters).
export function parseJobFilters(input: ParseJobFiltersInput) {
  return postUntyped<JobFiltersAnswer>('ats-agent/parse-job-filters', { body: input });
}

export function useParseJobFilters() {
  return useMutation({ mutationFn: parseJobFilters });
}
