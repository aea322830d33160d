import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { analyticsKeys } from './analytics-keys';

// deleteChart deletes one of the caller's charts.
export function deleteChart(slug: string) {
  return api.delete('analytics/charts/{slug}', { path: { slug } });
}

export function useDeleteChart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteChart, onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.charts }) });
}
