import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Certificate = components['schemas']['HubCertificate'];

export async function verifyCertificate(certificateSlug: string) {
  return (await api.get('talenthub/certificate/{certificateSlug}', { path: { certificateSlug } }))?.certificate;
}

export function useVerifyCertificate(certificateSlug: string) {
  return useQuery({ queryKey: ['talenthub', 'certificate', certificateSlug], queryFn: () => verifyCertificate(certificateSlug), retry: false });
}
