import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type FeedbackEntry = components['schemas']['FeedbackEntry'];
type FeedbackEntries = components['schemas']['FeedbackEntries'];

// listFeedback reads product feedback of every company, newest first.
export function listFeedback(page: number, perPage: number) {
  return getPage<FeedbackEntries>('admin/feedback', { page, per_page: perPage });
}

export function useFeedback(page: number, perPage: number) {
  return useQuery(
    queryOptions({ queryKey: ['platform', 'feedback', page, perPage], queryFn: () => listFeedback(page, perPage), placeholderData: keepPreviousData }),
  );
}
