import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import type { components } from '../../../api/types.gen';

type Users = components['schemas']['Users'];

// listRecruiters reads the TAs and admins for the TA filter.
export function listRecruiters(): Promise<Users> {
  return get<Users>('users/list', { roles: ['company_ta', 'company_admin'] });
}

export function useRecruiters() {
  return useQuery({ queryKey: ['users', 'list', 'recruiters'], queryFn: listRecruiters, staleTime: 60_000 });
}
