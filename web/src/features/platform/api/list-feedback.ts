import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type FeedbackEntry = components['schemas']['FeedbackEntry'];

// listFeedback reads product feedback of every company, newest first.
export function listFeedback(page: number, perPage: number) {
  return api.getPage('admin/feedback', { query: { page, per_page: perPage } });
}

export function useFeedback(page: number, perPage: number) {
  return useQuery(
    queryOptions({ queryKey: ['platform', 'feedback', page, perPage], queryFn: () => listFeedback(page, perPage), placeholderData: keepPreviousData }),
  );
}
