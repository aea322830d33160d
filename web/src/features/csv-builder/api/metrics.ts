import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type MetricChoice = { key: string; title: string; groupBy: string[]; periods: boolean };

// useMetrics reads the metrics one may chart (and so export).
export function useMetrics(enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'metrics', 'choices'] as const,
    queryFn: async (): Promise<MetricChoice[]> => {
      const data = await api.get('analytics/metrics');
      return (data.metrics ?? []).map((m) => ({ key: m.key ?? '', title: m.title ?? m.key ?? '', groupBy: m.group_by ?? [], periods: m.periods ?? false }));
    },
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
