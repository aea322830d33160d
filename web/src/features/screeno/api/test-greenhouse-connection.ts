import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type GreenhousePermissions = components['schemas']['GreenhousePermissions'];

// testGreenhouseConnection probes what a Harvest key may read; nothing is
// stored.
export function testGreenhouseConnection(key: string) {
  return api.post('screeno/test-greenhouse-connection', { body: { harvest_api_key: key } });
}

export function useTestGreenhouseConnection() {
  return useMutation({ mutationFn: testGreenhouseConnection });
}
