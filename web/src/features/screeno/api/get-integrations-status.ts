import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type IntegrationsStatus = components['schemas']['IntegrationsStatus'];
export type IntegrationCard = components['schemas']['IntegrationCard'];

// getIntegrationsStatus reads the connected ATS, if any, and each card's
// status.
export function getIntegrationsStatus() {
  return api.get('screeno/integrations/status');
}

export const integrationsQueryKey = ['screeno', 'integrations'] as const;

export function integrationsQueryOptions() {
  return queryOptions({ queryKey: integrationsQueryKey, queryFn: getIntegrationsStatus });
}

export function useIntegrationsStatus() {
  return useQuery(integrationsQueryOptions());
}
