import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { hubProfileKeys } from './keys';

export type Draft = components['schemas']['HubDraftResult'];
export type DraftItem = components['schemas']['HubDraftItem'];

// getResumeDraft is the draft, or null when there is none (404).
export async function getResumeDraft(): Promise<Draft | null> {
  try {
    return await api.get('talenthub/candidate/resume-draft');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useResumeDraft() {
  return useQuery({ queryKey: hubProfileKeys.draft, queryFn: getResumeDraft });
}
