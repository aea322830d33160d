import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { enqueueSnackbar } from '../../components/toasts';
import { submitApplication } from './api/submit-application';
import { useViewer } from './session-kind';
import { fallbackErrorText, submittedText } from './texts';

// useApply is Quick Apply and the job page's Apply: a candidate's profile
// is sent; anyone signed out goes to the talenthub login and comes back.
export function useApply() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (job: { companySlug: string; jobSlug: string }) => submitApplication(job.companySlug, job.jobSlug),
    onSuccess: () => {
      enqueueSnackbar(submittedText, { variant: 'success' });
      void client.invalidateQueries({ queryKey: ['talenthub'] });
    },
    onError: (error) => {
      enqueueSnackbar(error instanceof ApiError && typeof error.message === 'string' && error.message ? error.message : fallbackErrorText, {
        variant: 'error',
      });
    },
  });
  const apply = (companySlug: string, jobSlug: string) => {
    if (viewer === 'anonymous') {
      void navigate(`/talenthub/login?returnUrl=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    mutation.mutate({ companySlug, jobSlug });
  };
  return { apply, pending: mutation.isPending ? mutation.variables : undefined };
}
