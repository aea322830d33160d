import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePickerJobs, useRequisition } from '../../../api/queries/requisitions';
import { usePermissions } from '../../../api/queries/user-context';
import { useSources } from '../../../api/queries/sources';
import { NumberField } from '../../../components/number-field';
import { useAddApplication } from '../api/add-application';
import { answersFor, questionsFor, type AnswerValue } from '../screening-answers';
import { texts } from '../texts';
import { ResumeDrop } from './resume-drop';
import { ScreeningFields } from './screening-fields';

// useSubmitter says how the user adds candidates. Those who run a pipeline
// say where a candidate came from; anyone else's candidate is theirs by
// who they are (the server sets it): an employee's a referral, asked the
// referral questions only.
export function useSubmitter() {
  const { can } = usePermissions();
  const choosesSource = can('applications.move');
  return { choosesSource, refers: !choosesSource && can('referrals.view_own'), adds: can('applications.add') };
}

// jobId fixes the job (the job page's button); otherwise the form offers
// the jobs the user may add to.
type Props = { open: boolean; onClose: () => void; jobId?: number };

// AddCandidateDialog adds a candidate to a job with a resume and the job's
// screening answers, then opens the new candidate's timeline.
export function AddCandidateDialog({ open, onClose, jobId: fixedJob }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { choosesSource, refers } = useSubmitter();
  const jobs = usePickerJobs().data?.requisitions ?? [];
  const sources = useSources().data?.sources ?? [];
  const [jobId, setJobId] = useState<number | ''>(fixedJob ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [source, setSource] = useState('manual');
  const [experience, setExperience] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>({});
  const jobQuery = useRequisition(jobId === '' ? undefined : jobId);
  const job = jobQuery.data?.requisition;
  // The job's questions must be in hand before the form can be sent.
  const loadingJob = jobId !== '' && jobQuery.isPending;
  const questions = questionsFor(job?.screening_questions, refers ? 'referral' : source);
  const add = useAddApplication();

  const submit = async () => {
    if (jobId === '') return enqueueSnackbar(texts.selectJob, { variant: 'error' });
    if (!name.trim()) return enqueueSnackbar(texts.enterName, { variant: 'error' });
    if (!email.trim()) return enqueueSnackbar(texts.enterEmail, { variant: 'error' });
    const built = answersFor(questions, answers);
    if (!built.complete) return enqueueSnackbar(texts.fillRequired, { variant: 'error' });
    try {
      const result = await add.mutateAsync({ requisition_id: jobId, name, email, phone, source, experience, answers: built.answers, resume });
      enqueueSnackbar(refers ? texts.referred : texts.added, { variant: 'success' });
      onClose();
      const slug = result?.candidate_application?.slug;
      if (slug) navigate(`/candidate-timeline/${slug}`);
    } catch (error) {
      enqueueSnackbar((error as Error).message, { variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-candidate-title">
      <DialogTitle id="add-candidate-title">{refers ? texts.referCandidate : texts.addCandidate}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fixedJob === undefined && (
          <TextField
            select
            size="small"
            label={texts.job}
            required
            value={jobId}
            onChange={(event) => {
              setJobId(Number(event.target.value));
              setAnswers({});
            }}
          >
            {jobs.map((j) => (
              <MenuItem key={j.id} value={j.id}>
                {j.title}
              </MenuItem>
            ))}
          </TextField>
          )}
          <TextField size="small" label={texts.name} required value={name} onChange={(e) => setName(e.target.value)} />
          <TextField size="small" label={texts.email} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Stack direction="row" spacing={2}>
            <TextField size="small" label={texts.phone} value={phone} onChange={(e) => setPhone(e.target.value)} fullWidth />
            <NumberField size="small" label={texts.experience} value={experience} onChange={(e) => setExperience(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 0.1 } }} fullWidth />
          </Stack>
          {choosesSource && (
            <TextField select size="small" label={texts.source} value={source} onChange={(e) => setSource(e.target.value)}>
              {sources.map((s) => (
                <MenuItem key={s.value} value={s.value}>
                  {s.title}
                </MenuItem>
              ))}
              {!sources.some((s) => s.value === source) && <MenuItem value={source}>{source}</MenuItem>}
            </TextField>
          )}
          <ResumeDrop file={resume} onChange={setResume} />
          <ScreeningFields questions={questions} values={answers} onChange={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending || loadingJob}>
          {add.isPending ? texts.submitting : texts.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
