import { api } from '../../../api/client';

// submitApplication is quick apply: the profile goes to the company's ATS.
export function submitApplication(companySlug: string, jobSlug: string) {
  return api.post('talenthub/{companySlug}/jobs/{jobSlug}/submit-application', { path: { companySlug, jobSlug } });
}
