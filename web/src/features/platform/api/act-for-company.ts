import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { saveSession } from '../../../api/session';
import { sessionFromAuth } from '../../../lib/session-from-auth';

// actForCompany signs the platform admin in as the company (a short
// impersonation session the server records in its audit log).
export function actForCompany(email: string, password: string, companyId: number) {
  return api.post('login', { body: { email, password }, query: { admin: true, company_id: companyId } });
}

export function useActForCompany() {
  return useMutation({
    mutationFn: ({ email, password, companyId }: { email: string; password: string; companyId: number }) => actForCompany(email, password, companyId),
    onSuccess: (result) => saveSession(sessionFromAuth(result)),
  });
}
