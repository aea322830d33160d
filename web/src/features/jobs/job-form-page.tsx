import { Container, Typography } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { usePermissions } from '../../api/queries/user-context';
import { useRequisition } from '../../api/queries/requisitions';
import { StatusPage } from '../../components/status-page';
import { useCreateRequisition } from './api/create-requisition';
import { useUpdateRequisition } from './api/update-requisition';
import { JobForm } from './components/job-form';
import { PageHeader } from './components/page-header';
import { emptyJobForm, jobFormFromRequisition, jobPayload, serverErrors, type FormErrors, type JobFormValues } from './job-form-model';
import { createJobText, editJobText, forbiddenText, jobSavedText, loadingText, newJobText, notFoundText, saveText, somethingWentWrongText } from './texts';

function useSaveErrors() {
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string>();
  return {
    errors,
    message,
    clear() {
      setErrors({});
      setMessage(undefined);
    },
    show(error: unknown) {
      if (error instanceof ApiError) {
        setErrors(serverErrors(error.fieldErrors));
        setMessage(error.message);
      } else setMessage(somethingWentWrongText);
    },
  };
}

// NewJobPage creates a job and opens it.
export function NewJobPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateRequisition();
  const saveErrors = useSaveErrors();
  const { can, ready } = usePermissions();

  async function save(values: JobFormValues) {
    saveErrors.clear();
    try {
      const result = await create.mutateAsync(jobPayload(values));
      enqueueSnackbar(jobSavedText, { variant: 'success' });
      navigate(`/jobs/${result.requisition?.id}`);
    } catch (error) {
      saveErrors.show(error);
    }
  }

  if (!ready) return <Typography color="text.secondary" sx={{ p: 4 }}>{loadingText}</Typography>;
  if (!can('requisitions.create')) return <StatusPage code={403} message={forbiddenText} />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeader title={newJobText} />
      <JobForm initial={emptyJobForm()} submitText={createJobText} busy={create.isPending} serverErrors={saveErrors.errors} serverMessage={saveErrors.message} onSubmit={save} onCancel={() => navigate('/jobs')} />
    </Container>
  );
}

// EditJobPage changes a job and goes back to it.
export function EditJobPage() {
  const { requisitionId = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const job = useRequisition(Number(requisitionId));
  const update = useUpdateRequisition(Number(requisitionId));
  const saveErrors = useSaveErrors();

  async function save(values: JobFormValues) {
    saveErrors.clear();
    try {
      await update.mutateAsync(jobPayload(values));
      enqueueSnackbar(jobSavedText, { variant: 'success' });
      navigate(`/jobs/${requisitionId}`);
    } catch (error) {
      saveErrors.show(error);
    }
  }

  if (job.isError && job.error instanceof ApiError && job.error.status === 404) return <StatusPage code={404} message={notFoundText} />;
  const requisition = job.data?.requisition;
  if (requisition && !requisition.allowed_actions?.includes('edit')) return <StatusPage code={403} message={forbiddenText} />;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeader title={requisition ? `${editJobText}: ${requisition.title}` : editJobText} />
      {job.isPending ? (
        <Typography color="text.secondary">{loadingText}</Typography>
      ) : job.isError || !requisition ? (
        <Typography color="error">{job.error?.message || somethingWentWrongText}</Typography>
      ) : (
        <JobForm
          key={requisition.id}
          initial={jobFormFromRequisition(requisition)}
          submitText={saveText}
          busy={update.isPending}
          serverErrors={saveErrors.errors}
          serverMessage={saveErrors.message}
          onSubmit={save}
          onCancel={() => navigate(`/jobs/${requisitionId}`)}
        />
      )}
    </Container>
  );
}
