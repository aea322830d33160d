import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { analyticsKeys } from './analytics-keys';

// listCharts reads the caller's dashboard, in order (the server saves the
// default set on a first visit).
export function listCharts() {
  return api.get('analytics/charts');
}

export function chartsQueryOptions() {
  return queryOptions({ queryKey: analyticsKeys.charts, queryFn: listCharts });
}

export function useCharts() {
  return useQuery(chartsQueryOptions());
}
