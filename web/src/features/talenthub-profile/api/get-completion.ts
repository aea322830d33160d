import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { completionOf, type Completion } from './get-own-profile';
import { hubProfileKeys } from './keys';

export type { Completion };

export async function getCompletion(): Promise<Completion> {
  return completionOf(await api.get('talenthub/candidate/completion'));
}

export function useCompletion(enabled = true) {
  return useQuery({ queryKey: hubProfileKeys.completion, queryFn: getCompletion, enabled });
}
