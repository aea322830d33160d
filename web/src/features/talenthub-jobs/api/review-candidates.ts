import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type ReviewFilters = { skills: string[]; proficiency: number };

// reviewCandidates is a page of listed candidates holding every chosen
// skill at the level or above, each as their public profile shows them.
export function reviewCandidates(f: ReviewFilters, page: number) {
  return api.get('talenthub/company/candidates', {
    query: { skills: f.skills.length ? f.skills : undefined, proficiency: f.proficiency || undefined, page },
  });
}

export function useReviewCandidates(f: ReviewFilters, page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['talenthub', 'company', 'candidates', f, page],
      queryFn: () => reviewCandidates(f, page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
