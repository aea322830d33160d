import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { analyticsKeys } from './analytics-keys';

// shareChart makes a new read-only link to one's chart (the previous one
// stops working); unshareChart revokes it.
export function shareChart(slug: string) {
  return api.post('analytics/charts/{slug}/share', { path: { slug } });
}

export function unshareChart(slug: string) {
  return api.delete('analytics/charts/{slug}/share', { path: { slug } });
}

// The dashboard's list carries each chart's live link, so both refresh it.
export function useShareChart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: shareChart, onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.charts }) });
}

export function useUnshareChart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unshareChart, onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.charts }) });
}
