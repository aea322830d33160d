import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { applicationKeys } from '../../../api/queries/applications';

export type NewApplication = {
  requisition_id: number;
  name: string;
  email: string;
  phone: string;
  source: string;
  experience: string;
  answers: Record<string, unknown>;
  resume: File | null;
};

// addApplication posts the multipart form: fields, answers as JSON, the resume file.
export function addApplication(input: NewApplication) {
  const form = new FormData();
  form.set('requisition_id', String(input.requisition_id));
  form.set('name', input.name.trim());
  form.set('email', input.email.trim());
  if (input.phone.trim()) form.set('phone', input.phone.trim());
  if (input.source) form.set('source', input.source);
  if (input.experience.trim()) form.set('experience', input.experience.trim());
  form.set('answers', JSON.stringify(input.answers));
  if (input.resume) form.set('candidate_resume', input.resume, input.resume.name);
  return api.post('candidate-applications', { body: form });
}

export function useAddApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
