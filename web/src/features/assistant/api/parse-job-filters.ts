import { useMutation } from '@tanstack/react-query';
import { api, type Body, type Data } from '../../../api/client';

export type JobFiltersResult = Data<'ats-agent/parse-job-filters', 'post'>;
// FilterQuestion is a job's screening question as the answer filters name
// it: id, title, field_type and a choice question's meta_data.options.
export type FilterQuestion = NonNullable<JobFiltersResult['screening_questions']>[number];

// parseJobFilters reads a prompt as filters over one job's candidates
// (POST ats-agent/parse-job-filters).
export function parseJobFilters(body: Body<'ats-agent/parse-job-filters'>) {
  return api.post('ats-agent/parse-job-filters', { body });
}

export function useParseJobFilters() {
  return useMutation({ mutationFn: parseJobFilters });
}
